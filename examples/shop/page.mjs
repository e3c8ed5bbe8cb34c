// The shop's page: a basket, a Pay button, and payflow.js from PayFlow. The payment is created
// by the shop's server (POST /orders) when the payer presses Pay; payflow.js then opens it.

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function shopPage(payflowUrl) {
  const script = `${payflowUrl.replace(/\/$/, "")}/js/payflow.js`;
  return `<!doctype html>
<html lang="fr">
<head>
  <meta charset="utf-8" />
  <meta name="viewport" content="width=device-width, initial-scale=1" />
  <title>Boutique Awa</title>
  <script src="${escapeHtml(script)}"></script>
  <style>
    body { font-family: system-ui, sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem; }
    button { font-size: 1.1rem; padding: 0.7rem 1.4rem; border: 0; border-radius: 8px; background: #0b7a53; color: #fff; cursor: pointer; }
    button:disabled { opacity: 0.6; }
  </style>
</head>
<body>
  <h1>Boutique Awa</h1>
  <p>Pagne wax, 6 yards — <strong>15 000 FCFA</strong></p>
  <button type="button" id="pay">Payer 15 000 FCFA</button>
  <p id="result" role="status"></p>
  <script>
    const result = document.getElementById("result");
    let order = null;
    document.getElementById("pay").addEventListener("click", async () => {
      // One order (and one payment) per visit, however often Pay is pressed.
      order = order || fetch("/orders", { method: "POST" }).then((res) => res.json());
      const { payment } = await order;
      const outcome = await PayFlow.checkout({
        payment,
        onSucceeded: () => { result.textContent = "Merci ! Votre commande est payée."; },
        onFailed: () => { result.textContent = "Le paiement n'a pas abouti."; },
        onClosed: () => { result.textContent = "Paiement interrompu : appuyez sur Payer pour reprendre."; },
      });
      console.log("payflow.js:", outcome);
    });
  </script>
</body>
</html>`;
}

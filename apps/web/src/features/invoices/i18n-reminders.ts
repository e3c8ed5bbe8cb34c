import { addTranslations } from "../../i18n/add-translations";
import type { Widen } from "../../i18n/widen";

// Strings of a reminder schedule's fields and preview, in the invoice editor and a plan's form.
export const reminderFieldsEn = {
  reminderFields: {
    section: "Reminders",
    remind: "Remind the client while the invoice is unpaid",
    remindPlan: "Remind the client of each unpaid invoice",
    daysBefore: "Days before the due date",
    daysBeforeHint: "Empty: no reminder before.",
    onDueDate: "On the due date",
    everyDaysAfter: "Then every N days after",
    everyDaysAfterHint: "Empty: none after.",
    max: "At most",
    timeZone: "Client's time zone",
    timeZoneHint: "Reminders go at 09:00 there, never from 20:00 to 08:00.",
    preview: "Planned reminders",
    previewPlan: "Reminders of the first invoice",
    none: "This schedule plans no reminder.",
    needsDueDate: "Reminders are planned from the due date: give the invoice one.",
    before_one: "{{count}} day before the due date: {{at}}",
    before_other: "{{count}} days before the due date: {{at}}",
    due: "On the due date: {{at}}",
    after_one: "{{count}} day after the due date: {{at}}",
    after_other: "{{count}} days after the due date: {{at}}",
  },
};

export const reminderFieldsFr: Widen<typeof reminderFieldsEn> = {
  reminderFields: {
    section: "Relances",
    remind: "Relancer le client tant que la facture est impayée",
    remindPlan: "Relancer le client pour chaque facture impayée",
    daysBefore: "Jours avant l'échéance",
    daysBeforeHint: "Vide : aucune relance avant.",
    onDueDate: "Le jour de l'échéance",
    everyDaysAfter: "Puis tous les N jours après",
    everyDaysAfterHint: "Vide : aucune après.",
    max: "Au plus",
    timeZone: "Fuseau horaire du client",
    timeZoneHint: "Les relances partent à 9 h là-bas, jamais entre 20 h et 8 h.",
    preview: "Relances prévues",
    previewPlan: "Relances de la première facture",
    none: "Ce calendrier ne prévoit aucune relance.",
    needsDueDate: "Les relances se calculent depuis l'échéance : donnez-en une à la facture.",
    before_one: "{{count}} jour avant l'échéance : {{at}}",
    before_other: "{{count}} jours avant l'échéance : {{at}}",
    due: "Le jour de l'échéance : {{at}}",
    after_one: "{{count}} jour après l'échéance : {{at}}",
    after_other: "{{count}} jours après l'échéance : {{at}}",
  },
};

addTranslations({ en: reminderFieldsEn, fr: reminderFieldsFr });

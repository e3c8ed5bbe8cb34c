import { crc32, deflateRawSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN, createTestContext, type TestClient, type TestContext } from "../support/context";

// A bulk upload's workbook cannot inflate without bound (docs/PAYOUTS.md § Batches): a zip of a
// few hundred KB whose sheet inflates past 50 MB is refused before it is read, whether its sizes
// say so or lie, and so is a zip hiding an entry its directory does not list; a workbook of more
// lines than a batch takes is refused without reading it all; an ordinary one is read.

let ctx: TestContext;
let admin: TestClient;

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const upload = (body: ArrayBuffer | Uint8Array) =>
  admin.request("POST", "/api/payout-batches/file", {
    body: body instanceof Uint8Array ? (body.slice().buffer as ArrayBuffer) : body,
    headers: { "content-type": XLSX },
  });

type Part = { name: string; data: Buffer; declaredSize?: number; listed?: boolean };

/** Little-endian fields at their offsets in a record of `size` bytes. */
function record(size: number, fields: Array<[at: number, bytes: 2 | 4, value: number]>): Buffer {
  const b = Buffer.alloc(size);
  for (const [at, bytes, value] of fields) bytes === 2 ? b.writeUInt16LE(value, at) : b.writeUInt32LE(value, at);
  return b;
}

/** A zip written by hand, each part deflated: its sizes as given (`declaredSize` may lie), `listed: false` left out of the directory. */
function zip(parts: Part[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const packed = deflateRawSync(p.data);
    const size = p.declaredSize ?? p.data.length;
    const crc = crc32(p.data);
    // Version 2.0, deflate (8), then the CRC and both sizes, as the local header and the directory write them.
    const local = record(30, [
      [0, 4, 0x04034b50],
      [4, 2, 20],
      [8, 2, 8],
      [14, 4, crc],
      [18, 4, packed.length],
      [22, 4, size],
      [26, 2, name.length],
    ]);
    locals.push(local, name, packed);
    if (p.listed !== false) {
      const central = record(46, [
        [0, 4, 0x02014b50],
        [4, 2, 20],
        [6, 2, 20],
        [10, 2, 8],
        [16, 4, crc],
        [20, 4, packed.length],
        [24, 4, size],
        [28, 2, name.length],
        [42, 4, offset],
      ]);
      centrals.push(central, name);
    }
    offset += 30 + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const listed = parts.filter((p) => p.listed !== false).length;
  const end = record(22, [
    [0, 4, 0x06054b50],
    [8, 2, listed],
    [10, 2, listed],
    [12, 4, directory.length],
    [16, 4, offset],
  ]);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

const xml = (s: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${s}`);
const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

/** A workbook's parts around one sheet whose XML is `sheet`. */
function workbookParts(sheet: Buffer): Part[] {
  return [
    {
      name: "[Content_Types].xml",
      data: xml(
        `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
      ),
    },
    {
      name: "_rels/.rels",
      data: xml(
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: "xl/workbook.xml",
      data: xml(
        `<workbook ${NS} xmlns:r="${REL}"><sheets><sheet name="Versements" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: "xl/_rels/workbook.xml.rels",
      data: xml(
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
    },
    { name: "xl/worksheets/sheet1.xml", data: sheet },
  ];
}

/** A sheet with its header and one line, then `padding` bytes of blanks a parser must read through. */
function sheetXml(padding: number): Buffer {
  const row = (n: number, cells: string[]) =>
    `<row r="${n}">${cells.map((v, i) => `<c r="${String.fromCharCode(65 + i)}${n}" t="inlineStr"><is><t>${v}</t></is></c>`).join("")}</row>`;
  return Buffer.concat([
    xml(
      `<worksheet ${NS}><sheetData>${row(1, ["reference", "amount", "phone"])}${row(2, ["B1", "2500", "0500000001"])}`,
    ),
    Buffer.alloc(padding, " "),
    Buffer.from("</sheetData></worksheet>"),
  ]);
}

const MB = 1024 * 1024;

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "1000" }, { listen: true });
  admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
});

describe("a bulk upload's workbook", () => {
  it("is read when it stays within the bound (one written by exceljs: payout-batches.test.ts)", async () => {
    const res = await upload(zip(workbookParts(sheetXml(1_000))));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.lines).toEqual([{ reference: "B1", amount: 2500, phone: "0500000001" }]);
  });

  it("whose sheet inflates past 50 MB is refused before it is read, at the file", async () => {
    const bomb = zip(workbookParts(sheetXml(60 * MB)));
    expect(bomb.byteLength).toBeLessThan(MB);
    const res = await upload(bomb);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "batchFileTooLarge", field: "file" });
  });

  it("whose sheet says it is small but inflates past what it says is refused", async () => {
    const parts = workbookParts(sheetXml(60 * MB));
    const lying = zip(parts.map((p) => (p.name.includes("sheet1") ? { ...p, declaredSize: 4_000 } : p)));
    const res = await upload(lying);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "batchFileTooLarge", field: "file" });
  });

  it("hiding a part its directory does not list is refused as unreadable", async () => {
    const parts = workbookParts(sheetXml(1_000));
    // A reader going through the local headers one by one would inflate the hidden part too.
    const hidden = { name: "xl/worksheets/sheet9.xml", data: sheetXml(60 * MB), listed: false };
    const res = await upload(zip([...parts.slice(0, 4), hidden, parts[4] as Part]));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "batchFileUnreadable", field: "file" });
  });

  it("of more lines than a batch takes is refused as too large", async () => {
    const ExcelJS = (await import("exceljs")).default;
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Versements");
    sheet.addRow(["reference", "amount", "phone"]);
    for (let i = 0; i < 10_050; i++) sheet.addRow([`L${i}`, 500, "0500000001"]);
    const res = await upload((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "batchTooLarge", field: "file" });
  });

  it("that is no zip is refused as unreadable", async () => {
    const res = await upload(new TextEncoder().encode("PK not a workbook at all"));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "batchFileUnreadable", field: "file" });
  });
});

import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { normsFor } from "../../domain/mortgage";
import { errorBodySchema } from "../../schemas/error-body";
import { type IssuedReport, issuedReportListSchema, issuedReportSchema } from "../../schemas/mortgage/report";
import { type BorrowerChange, emptyProfile, workspaceSchema } from "../../schemas/workspace";
import { newBorrowerChange } from "./borrowers";
import { anna, bearer, bram, signToken } from "./tokens";

const call = (path: string, init?: RequestInit) => exports.default.fetch(new Request(`http://localhost${path}`, init));

async function as(user: typeof anna) {
  const auth = bearer(await signToken({ user }));
  const json = { "content-type": "application/json", ...auth };
  return {
    initialize: () => call("/api/workspace/initialize", { method: "POST", headers: auth }),
    sync: (body: unknown) => call("/api/workspace/sync", { method: "POST", headers: json, body: JSON.stringify(body) }),
    issue: (id: string, body: unknown = {}) =>
      call(`/api/borrowers/${id}/reports`, { method: "POST", headers: json, body: JSON.stringify(body) }),
    list: (id: string) => call(`/api/borrowers/${id}/reports`, { headers: auth }),
    open: (id: string, reportId: string) => call(`/api/borrowers/${id}/reports/${reportId}`, { headers: auth }),
  };
}

/** A single buyer, EUR 80,000, EUR 300,000 annuity fixed 10 years: the maximum depends on the rate and the table. */
function dossier(): BorrowerChange {
  const profile = emptyProfile();
  profile.applicant.firstName = "Fenna";
  profile.applicant.lastName = "Vos";
  profile.applicant.dateOfBirth = "1985-05-01";
  profile.applicant.grossAnnualIncome = 80_000;
  profile.property.value = 400_000;
  profile.property.energyLabel = "A";
  profile.wishes.loanAmount = 300_000;
  profile.wishes.fixedPeriodYears = 10;
  return newBorrowerChange(profile);
}

async function setRates(client: Awaited<ReturnType<typeof as>>, ratePct: number) {
  const workspace = workspaceSchema.parse(await (await client.initialize()).json());
  const { id: _id, version, updatedAt: _updatedAt, ...data } = workspace;
  const lenderRates = [
    { lender: "Testbank", fixedPeriodYears: 10, ltvMaxPct: 100, nhg: false, ratePct },
    { lender: "Testbank", fixedPeriodYears: 10, ltvMaxPct: 100, nhg: true, ratePct },
  ];
  const response = await client.sync({ workspace: { ...data, lenderRates, baseVersion: version }, borrowers: [] });
  expect(response.status).toBe(200);
}

async function issue(client: Awaited<ReturnType<typeof as>>, id: string, body: unknown = {}) {
  const response = await client.issue(id, body);
  expect(response.status).toBe(201);
  return issuedReportSchema.parse(await response.json()) as IssuedReport;
}

describe("issued mortgage reports are frozen", () => {
  it("reopens with the figures of the day after the lender rates change; a new version is a new calculation", async () => {
    const client = await as(anna);
    await setRates(client, 3.9);
    const change = dossier();
    expect((await client.sync({ workspace: null, borrowers: [change] })).status).toBe(200);

    const first = await issue(client, change.id, { language: "nl", analysis: "Inkomen volgens werkgeversverklaring." });
    // 3.9%, Tabel 1 row 80,000 column 3,501-4,000%; EUR 300,000 annuity at 3.9%: EUR 1,415.00 gross a month.
    expect(first.report.ratePct).toBe(3.9);
    expect(first.report.result.monthlyGross).toBe(1415);
    expect(first.number).toBe(1);

    await setRates(client, 4.6);
    const reopened = issuedReportSchema.parse(await (await client.open(change.id, first.id)).json());
    expect(reopened.verified).toBe(true);
    expect(reopened.report).toEqual(first.report);
    expect(reopened.report.result.monthlyGross).toBe(1415);
    expect(reopened.report.texts.analysis).toBe("Inkomen volgens werkgeversverklaring.");

    const second = await issue(client, change.id);
    expect(second.number).toBe(2);
    expect(second.report.ratePct).toBe(4.6);
    // EUR 300,000 annuity at 4.6% over 360 months: 300,000 x 0.003833 / (1 - 1.003833^-360) = EUR 1,537.93.
    expect(second.report.result.monthlyGross).toBe(1537.93);
    const list = issuedReportListSchema.parse(await (await client.list(change.id)).json());
    expect(list.reports.map((report) => report.number)).toEqual([2, 1]);
  });

  it("reopens with the old figures after the norms change (the norms digest tells the versions apart)", async () => {
    const client = await as(anna);
    await setRates(client, 3.9);
    const change = dossier();
    await client.sync({ workspace: null, borrowers: [change] });
    const before = await issue(client, change.id);

    // The norms for 2026 are amended: every cell of Tabel 1 one point lower (the Worker reads the same module).
    const table = normsFor(2026).financeCost.tables.nonAowBox1;
    const original = table.rows.map((row) => [...row]);
    try {
      for (const row of table.rows) for (let band = 1; band < row.length; band++) row[band] = (row[band] as number) - 1;
      const after = await issue(client, change.id);
      expect(after.report.result.financeCostPct).toBe(before.report.result.financeCostPct - 1);
      expect(after.report.result.maxByIncome).toBeLessThan(before.report.result.maxByIncome);
      expect(after.report.normsDigest).not.toBe(before.report.normsDigest);

      const reopened = issuedReportSchema.parse(await (await client.open(change.id, before.id)).json());
      expect(reopened.report.result.financeCostPct).toBe(before.report.result.financeCostPct);
      expect(reopened.report.result.maxByIncome).toBe(before.report.result.maxByIncome);
      expect(reopened.report.normsDigest).toBe(before.report.normsDigest);
    } finally {
      for (const [index, row] of table.rows.entries()) row.splice(0, row.length, ...(original[index] as number[]));
    }
  });

  it("refuses a report whose stored text was altered", async () => {
    const client = await as(anna);
    const change = dossier();
    await client.sync({ workspace: null, borrowers: [change] });
    const issued = await issue(client, change.id);
    const stored = await env.DB.prepare("SELECT payload FROM mortgage_reports WHERE id = ?")
      .bind(issued.id)
      .first<{ payload: string }>();
    const altered = (stored?.payload ?? "").replace(
      `"monthlyGross":${issued.report.result.monthlyGross}`,
      '"monthlyGross":1',
    );
    expect(altered).not.toBe(stored?.payload);
    await env.DB.prepare("UPDATE mortgage_reports SET payload = ? WHERE id = ?").bind(altered, issued.id).run();
    const response = await client.open(change.id, issued.id);
    expect(response.status).toBe(409);
    expect(errorBodySchema.parse(await response.json()).code).toBe("REPORT_SIGNATURE_INVALID");
  });

  it("another adviser cannot list, issue or open it", async () => {
    const owner = await as(anna);
    const change = dossier();
    await owner.sync({ workspace: null, borrowers: [change] });
    const issued = await issue(owner, change.id);
    const other = await as(bram);
    await other.initialize();
    expect((await other.list(change.id)).status).toBe(404);
    expect((await other.issue(change.id)).status).toBe(404);
    expect((await other.open(change.id, issued.id)).status).toBe(404);
  });

  it("a dossier that cannot be calculated is not issued", async () => {
    const client = await as(anna);
    const change = dossier();
    change.profile.applicant.grossAnnualIncome = 0;
    await client.sync({ workspace: null, borrowers: [change] });
    const response = await client.issue(change.id);
    expect(response.status).toBe(422);
    expect(errorBodySchema.parse(await response.json()).code).toBe("REPORT_NOT_CALCULABLE");
  });
});

import type { Locator, Page } from "@playwright/test";

/** The /calculator page: the four-step form and the results beside it. */
export class CalculatorPage {
  readonly form: Locator;
  readonly maxMortgage: Locator;
  readonly maxByIncome: Locator;
  readonly maxByValue: Locator;
  readonly results: Locator;
  readonly chart: Locator;
  readonly scheduleTable: Locator;
  readonly scheduleToggle: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByTestId("calculator-form");
    this.maxMortgage = page.getByTestId("max-mortgage");
    this.maxByIncome = page.getByTestId("max-by-income");
    this.maxByValue = page.getByTestId("max-by-value");
    this.results = page.getByTestId("results");
    this.chart = page.getByTestId("schedule-chart");
    this.scheduleTable = page.getByTestId("schedule-table");
    this.scheduleToggle = page.getByTestId("schedule-toggle");
  }

  field(id: string): Locator {
    return this.page.getByTestId(`field-${id}`);
  }

  figure(id: string): Locator {
    return this.page.getByTestId(`figure-${id}`);
  }

  /** Opens the "source and inputs" part of a figure's explanation. */
  async openSource(figure: string): Promise<Locator> {
    const explanation = this.page.getByTestId(`explanation-${figure}`).first();
    await explanation.locator("summary").click();
    return explanation;
  }
}

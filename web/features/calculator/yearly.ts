import type { ScheduleRow } from "#domain/mortgage";

export interface YearRow {
  year: number;
  interest: number;
  repayment: number;
  gross: number;
  deduction: number;
  net: number;
  balanceEnd: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** Sums the monthly schedule per year of the loan (months 1-12 are year 1). */
export function byYear(schedule: ScheduleRow[]): YearRow[] {
  const years: YearRow[] = [];
  for (const row of schedule) {
    const year = Math.ceil(row.month / 12);
    let current = years[year - 1];
    if (!current) {
      current = { year, interest: 0, repayment: 0, gross: 0, deduction: 0, net: 0, balanceEnd: 0 };
      years[year - 1] = current;
    }
    current.interest = cents(current.interest + row.interest);
    current.repayment = cents(current.repayment + row.repayment);
    current.gross = cents(current.gross + row.gross);
    current.deduction = cents(current.deduction + row.deduction);
    current.net = cents(current.net + row.net);
    current.balanceEnd = row.balanceEnd;
  }
  return years;
}

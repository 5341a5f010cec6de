import { useTranslation } from "react-i18next";
import { energyLabels, loanTypes } from "#domain/mortgage";
import { dossierLoanAmount, proposedParts } from "#domain/mortgage/from-dossier";
import { type Borrower, employmentTypes, maritalStatuses, titles } from "#schemas/workspace";
import { CheckField, NumberField, Section, SelectField, TextField } from "./fields";

type Update = (fields: Record<string, unknown>) => void;

function PersonFields({ borrower, who, update }: { borrower: Borrower; who: "applicant" | "partner"; update: Update }) {
  const { t } = useTranslation("workspace");
  const p = `profile.${who}`;
  return (
    <>
      <SelectField
        borrower={borrower}
        path={`${p}.title`}
        label={t("fields.title")}
        update={update}
        nullable
        options={titles.map((value) => ({ value, label: t(`titles.${value}`) }))}
      />
      <TextField borrower={borrower} path={`${p}.firstName`} label={t("fields.firstName")} update={update} />
      <TextField borrower={borrower} path={`${p}.lastName`} label={t("fields.lastName")} update={update} />
      <TextField
        borrower={borrower}
        path={`${p}.dateOfBirth`}
        label={t("fields.dateOfBirth")}
        update={update}
        type="date"
      />
    </>
  );
}

function IncomeFields({ borrower, who, update }: { borrower: Borrower; who: "applicant" | "partner"; update: Update }) {
  const { t } = useTranslation("workspace");
  const p = `profile.${who}`;
  return (
    <>
      <SelectField
        borrower={borrower}
        path={`${p}.employment`}
        label={t("fields.employment")}
        update={update}
        options={employmentTypes.map((value) => ({ value, label: t(`employment.${value}`) }))}
      />
      <TextField borrower={borrower} path={`${p}.employer`} label={t("fields.employer")} update={update} />
      <TextField
        borrower={borrower}
        path={`${p}.employedSince`}
        label={t("fields.employedSince")}
        update={update}
        type="date"
      />
      <NumberField
        borrower={borrower}
        path={`${p}.grossAnnualIncome`}
        label={t("fields.grossAnnualIncome")}
        update={update}
        step={100}
      />
      <CheckField
        borrower={borrower}
        path={`${p}.declarationOfIntent`}
        label={t("fields.declarationOfIntent")}
        update={update}
      />
      <NumberField
        borrower={borrower}
        path={`${p}.incomeAfterAow`}
        label={t("fields.incomeAfterAow")}
        update={update}
        step={100}
      />
    </>
  );
}

/** The KYC sections: personal info, financial info, property goals and property costs. */
export function ProfileSections({ borrower, update }: { borrower: Borrower; update: Update }) {
  const { t, i18n } = useTranslation("workspace");
  const partner = borrower.profile.hasPartner;
  return (
    <div className="grid gap-4">
      <Section title={t("sections.personal")} testId="section-personal">
        <PersonFields borrower={borrower} who="applicant" update={update} />
        <TextField borrower={borrower} path="profile.clientNumber" label={t("fields.clientNumber")} update={update} />
        <SelectField
          borrower={borrower}
          path="profile.maritalStatus"
          label={t("fields.maritalStatus")}
          update={update}
          options={maritalStatuses.map((value) => ({ value, label: t(`marital.${value}`) }))}
        />
        <NumberField
          borrower={borrower}
          path="profile.household.children"
          label={t("fields.children")}
          update={update}
        />
        <TextField
          borrower={borrower}
          path="profile.contact.email"
          label={t("fields.email")}
          update={update}
          type="email"
        />
        <TextField
          borrower={borrower}
          path="profile.contact.phone"
          label={t("fields.phone")}
          update={update}
          type="tel"
        />
        <TextField borrower={borrower} path="profile.contact.street" label={t("fields.street")} update={update} />
        <TextField borrower={borrower} path="profile.contact.postcode" label={t("fields.postcode")} update={update} />
        <TextField borrower={borrower} path="profile.contact.city" label={t("fields.city")} update={update} />
        <div className="sm:col-span-2 lg:col-span-3">
          <CheckField borrower={borrower} path="profile.hasPartner" label={t("fields.hasPartner")} update={update} />
        </div>
        {partner && <PersonFields borrower={borrower} who="partner" update={update} />}
      </Section>
      <Section title={t("sections.financial")} testId="section-financial">
        <IncomeFields borrower={borrower} who="applicant" update={update} />
        {partner && (
          <>
            <p className="text-xs font-semibold text-muted-foreground sm:col-span-2 lg:col-span-3">
              {t("sections.partnerIncome")}
            </p>
            <IncomeFields borrower={borrower} who="partner" update={update} />
          </>
        )}
        <p className="text-xs font-semibold text-muted-foreground sm:col-span-2 lg:col-span-3">
          {t("sections.obligations")}
        </p>
        <NumberField
          borrower={borrower}
          path="profile.obligations.studentDebtMonthly"
          label={t("fields.studentDebtMonthly")}
          update={update}
        />
        <NumberField
          borrower={borrower}
          path="profile.obligations.creditLimits"
          label={t("fields.creditLimits")}
          update={update}
          step={100}
        />
        <NumberField
          borrower={borrower}
          path="profile.obligations.alimonyMonthly"
          label={t("fields.alimonyMonthly")}
          update={update}
        />
        <NumberField
          borrower={borrower}
          path="profile.obligations.childAlimonyMonthly"
          label={t("fields.childAlimonyMonthly")}
          update={update}
        />
        <NumberField
          borrower={borrower}
          path="profile.obligations.otherMonthly"
          label={t("fields.otherMonthly")}
          update={update}
        />
      </Section>
      <Section title={t("sections.goals")} testId="section-goals">
        {proposedParts(borrower.profile).length > 0 ? (
          // With loan parts (Advice tab) the single amount and type are not used; say so instead of showing them.
          <p className="text-sm text-muted-foreground sm:col-span-2" data-testid="loan-in-parts">
            {t("advice.parts.inAdviceTab", {
              amount: new Intl.NumberFormat(i18n.language, {
                style: "currency",
                currency: "EUR",
                maximumFractionDigits: 0,
              }).format(dossierLoanAmount(borrower.profile)),
            })}
          </p>
        ) : (
          <>
            <NumberField
              borrower={borrower}
              path="profile.wishes.loanAmount"
              label={t("fields.loanAmount")}
              update={update}
              step={1000}
            />
            <SelectField
              borrower={borrower}
              path="profile.wishes.loanType"
              label={t("fields.loanType")}
              update={update}
              options={loanTypes.map((value) => ({ value, label: t(`loanTypes.${value}`) }))}
            />
          </>
        )}
        <SelectField
          borrower={borrower}
          path="profile.wishes.fixedPeriodYears"
          label={t("fields.fixedPeriodYears")}
          update={update}
          options={[1, 5, 10, 15, 20, 30].map((value) => ({ value, label: t("years", { count: value }) }))}
        />
        <NumberField
          borrower={borrower}
          path="profile.wishes.ownFunds"
          label={t("fields.ownFunds")}
          update={update}
          step={1000}
        />
        <CheckField borrower={borrower} path="profile.wishes.nhg" label={t("fields.nhg")} update={update} />
        <p className="text-xs font-semibold text-muted-foreground sm:col-span-2 lg:col-span-3">{t("sections.risks")}</p>
        <CheckField
          borrower={borrower}
          path="profile.risks.unemploymentCover"
          label={t("fields.unemploymentCover")}
          update={update}
        />
        <CheckField
          borrower={borrower}
          path="profile.risks.disabilityCover"
          label={t("fields.disabilityCover")}
          update={update}
        />
        <CheckField
          borrower={borrower}
          path="profile.risks.deathCover"
          label={t("fields.deathCover")}
          update={update}
        />
        <div className="sm:col-span-2 lg:col-span-3">
          <TextField borrower={borrower} path="profile.risks.notes" label={t("fields.riskNotes")} update={update} />
        </div>
      </Section>
      <Section title={t("sections.costs")} testId="section-costs">
        <TextField borrower={borrower} path="profile.property.street" label={t("fields.street")} update={update} />
        <TextField borrower={borrower} path="profile.property.postcode" label={t("fields.postcode")} update={update} />
        <TextField borrower={borrower} path="profile.property.city" label={t("fields.city")} update={update} />
        <NumberField
          borrower={borrower}
          path="profile.property.value"
          label={t("fields.propertyValue")}
          update={update}
          step={1000}
        />
        <NumberField
          borrower={borrower}
          path="profile.property.wozValue"
          label={t("fields.wozValue")}
          update={update}
          step={1000}
        />
        <SelectField
          borrower={borrower}
          path="profile.property.energyLabel"
          label={t("fields.energyLabel")}
          update={update}
          nullable
          options={energyLabels.map((value) => ({ value, label: value.replace("_guarantee", " (EPG)") }))}
        />
        <NumberField
          borrower={borrower}
          path="profile.property.energySavingMeasures"
          label={t("fields.energySavingMeasures")}
          update={update}
          step={500}
        />
        <CheckField borrower={borrower} path="profile.property.newBuild" label={t("fields.newBuild")} update={update} />
        <CheckField
          borrower={borrower}
          path="profile.property.firstHome"
          label={t("fields.firstHome")}
          update={update}
        />
      </Section>
    </div>
  );
}

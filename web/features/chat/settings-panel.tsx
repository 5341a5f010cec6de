import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { overrideRanges } from "#schemas/chat";
import { useAuth } from "@/auth/auth-context";
import { Button } from "@/components/ui/button";
import { SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { meQuery } from "@/lib/queries";
import type { ChatSettings, SettingsEnvironment, SettingsErrors } from "./settings";

const inputClass =
  "w-full rounded-md border border-input bg-background px-2 py-1.5 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50 aria-invalid:border-red-600";

function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: (id: string, describedBy: string | undefined) => React.ReactNode;
}) {
  const id = useId();
  const described = error || hint ? `${id}-note` : undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children(id, described)}
      {(error || hint) && (
        <p id={described} className={error ? "text-xs text-red-700" : "text-xs text-muted-foreground"}>
          {error ?? hint}
        </p>
      )}
    </div>
  );
}

function Toggle({
  label,
  checked,
  disabled,
  testId,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  testId: string;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm has-[:disabled]:opacity-60">
      <input
        type="checkbox"
        data-testid={testId}
        className="size-4 accent-[var(--color-primary)]"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

function ClaimsTable() {
  const { t } = useTranslation("chat");
  const { getToken, isLoggedIn, useLogin } = useAuth();
  const me = useQuery({ ...meQuery(getToken), enabled: useLogin && isLoggedIn });
  if (!useLogin || !isLoggedIn) return null;
  const claims = Object.entries(me.data?.claims ?? {});
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">{t("settings.claims.title")}</h3>
      <div className="overflow-auto rounded-md border">
        <table className="w-full text-left text-xs" data-testid="token-claims">
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="px-2 py-1">
                {t("settings.claims.name")}
              </th>
              <th scope="col" className="px-2 py-1">
                {t("settings.claims.value")}
              </th>
            </tr>
          </thead>
          <tbody>
            {claims.map(([name, value]) => (
              <tr key={name} className="border-t align-top">
                <td className="px-2 py-1 font-mono">{name}</td>
                <td className="break-all px-2 py-1 font-mono">
                  {typeof value === "string" ? value : JSON.stringify(value)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The developer settings panel of spec section 5: every override, with the configuration's rules applied. */
export function SettingsPanel({
  mode,
  settings,
  effective,
  errors,
  env,
  onChange,
  onReset,
}: {
  mode: "chat" | "ask";
  settings: ChatSettings;
  effective: ChatSettings;
  errors: SettingsErrors;
  env: SettingsEnvironment;
  onChange: (patch: Partial<ChatSettings>) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation("chat");
  const error = (field: keyof SettingsErrors) => (errors[field] ? t(`settings.errors.${field}`) : undefined);
  const rankerOn = effective.semanticRanker;
  const securityShown = env.useLogin;
  const securityDisabled = !env.isLoggedIn || env.requireAccessControl;

  return (
    <SheetContent side="right" closeLabel={t("close")} data-testid="settings-panel" className="sm:max-w-lg">
      <SheetHeader>
        <SheetTitle>{t("settings.title")}</SheetTitle>
        <SheetDescription>{t("settings.description")}</SheetDescription>
      </SheetHeader>
      <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-auto px-4 pb-4">
        <Field label={t("settings.promptTemplate")} hint={t("settings.promptTemplateHint")}>
          {(id, describedBy) => (
            <textarea
              id={id}
              data-testid="setting-prompt-template"
              aria-describedby={describedBy}
              className={inputClass}
              rows={3}
              value={settings.promptTemplate}
              onChange={(event) => onChange({ promptTemplate: event.target.value })}
            />
          )}
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field label={t("settings.temperature")} error={error("temperature")}>
            {(id, describedBy) => (
              <input
                id={id}
                type="number"
                data-testid="setting-temperature"
                aria-describedby={describedBy}
                aria-invalid={Boolean(errors.temperature)}
                className={inputClass}
                min={overrideRanges.temperature.min}
                max={overrideRanges.temperature.max}
                step={overrideRanges.temperature.step}
                value={settings.temperature}
                onChange={(event) => onChange({ temperature: event.target.value })}
              />
            )}
          </Field>
          <Field label={t("settings.seed")} error={error("seed")} hint={t("settings.seedHint")}>
            {(id, describedBy) => (
              <input
                id={id}
                type="text"
                inputMode="numeric"
                data-testid="setting-seed"
                aria-describedby={describedBy}
                aria-invalid={Boolean(errors.seed)}
                className={inputClass}
                value={settings.seed}
                onChange={(event) => onChange({ seed: event.target.value })}
              />
            )}
          </Field>
          <Field label={t("settings.minimumSearchScore")} error={error("minimumSearchScore")}>
            {(id, describedBy) => (
              <input
                id={id}
                type="number"
                data-testid="setting-minimum-search-score"
                aria-describedby={describedBy}
                aria-invalid={Boolean(errors.minimumSearchScore)}
                className={inputClass}
                min={overrideRanges.minimum_search_score.min}
                step={overrideRanges.minimum_search_score.step}
                value={settings.minimumSearchScore}
                onChange={(event) => onChange({ minimumSearchScore: event.target.value })}
              />
            )}
          </Field>
          {env.flags.showSemanticRankerOption && (
            <Field label={t("settings.minimumRerankerScore")} error={error("minimumRerankerScore")}>
              {(id, describedBy) => (
                <input
                  id={id}
                  type="number"
                  data-testid="setting-minimum-reranker-score"
                  aria-describedby={describedBy}
                  aria-invalid={Boolean(errors.minimumRerankerScore)}
                  className={inputClass}
                  min={overrideRanges.minimum_reranker_score.inputMin}
                  max={overrideRanges.minimum_reranker_score.max}
                  step={overrideRanges.minimum_reranker_score.step}
                  value={settings.minimumRerankerScore}
                  onChange={(event) => onChange({ minimumRerankerScore: event.target.value })}
                />
              )}
            </Field>
          )}
          <Field label={t("settings.retrieveCount")} error={error("retrieveCount")}>
            {(id, describedBy) => (
              <input
                id={id}
                type="number"
                data-testid="setting-retrieve-count"
                aria-describedby={describedBy}
                aria-invalid={Boolean(errors.retrieveCount)}
                className={inputClass}
                min={overrideRanges.top.min}
                max={overrideRanges.top.max}
                step={overrideRanges.top.step}
                value={settings.retrieveCount}
                onChange={(event) => onChange({ retrieveCount: event.target.value })}
              />
            )}
          </Field>
        </div>
        <div className="grid grid-cols-2 gap-3">
          <Field label={t("settings.includeCategory")}>
            {(id) => (
              <input
                id={id}
                data-testid="setting-include-category"
                className={inputClass}
                value={settings.includeCategory}
                onChange={(event) => onChange({ includeCategory: event.target.value })}
              />
            )}
          </Field>
          <Field label={t("settings.excludeCategory")}>
            {(id) => (
              <input
                id={id}
                data-testid="setting-exclude-category"
                className={inputClass}
                value={settings.excludeCategory}
                onChange={(event) => onChange({ excludeCategory: event.target.value })}
              />
            )}
          </Field>
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold">{t("settings.ranking")}</legend>
          {env.flags.showSemanticRankerOption && (
            <Toggle
              testId="setting-semantic-ranker"
              label={t("settings.semanticRanker")}
              checked={effective.semanticRanker}
              onChange={(checked) => onChange({ semanticRanker: checked })}
            />
          )}
          <Toggle
            testId="setting-semantic-captions"
            label={t("settings.semanticCaptions")}
            checked={effective.semanticCaptions}
            disabled={!rankerOn}
            onChange={(checked) => onChange({ semanticCaptions: checked })}
          />
          {mode === "chat" && (
            <Toggle
              testId="setting-followups"
              label={t("settings.followups")}
              checked={effective.suggestFollowupQuestions}
              onChange={(checked) => onChange({ suggestFollowupQuestions: checked })}
            />
          )}
          {mode === "chat" && (
            <Toggle
              testId="setting-streaming"
              label={t("settings.streaming")}
              checked={effective.streaming}
              onChange={(checked) => onChange({ streaming: checked })}
            />
          )}
        </fieldset>
        {securityShown && (
          <fieldset className="flex flex-col gap-2" data-testid="security-filters">
            <legend className="mb-1 text-sm font-semibold">{t("settings.security")}</legend>
            <Toggle
              testId="setting-oid-filter"
              label={t("settings.oidFilter")}
              checked={effective.useOidSecurityFilter}
              disabled={securityDisabled}
              onChange={(checked) => onChange({ useOidSecurityFilter: checked })}
            />
            <Toggle
              testId="setting-groups-filter"
              label={t("settings.groupsFilter")}
              checked={effective.useGroupsSecurityFilter}
              disabled={securityDisabled}
              onChange={(checked) => onChange({ useGroupsSecurityFilter: checked })}
            />
            {env.requireAccessControl && (
              <p className="text-xs text-muted-foreground">{t("settings.securityForced")}</p>
            )}
          </fieldset>
        )}
        <Field
          label={t("settings.retrievalMode")}
          hint={env.flags.showVectorOption ? undefined : t("settings.retrievalModeForced")}
        >
          {(id, describedBy) => (
            <select
              id={id}
              data-testid="setting-retrieval-mode"
              aria-describedby={describedBy}
              className={inputClass}
              value={effective.retrievalMode}
              disabled={!env.flags.showVectorOption}
              onChange={(event) => onChange({ retrievalMode: event.target.value as ChatSettings["retrievalMode"] })}
            >
              <option value="hybrid">{t("settings.retrievalModes.hybrid")}</option>
              <option value="vectors">{t("settings.retrievalModes.vectors")}</option>
              <option value="text">{t("settings.retrievalModes.text")}</option>
            </select>
          )}
        </Field>
        {env.flags.showVectorOption && effective.retrievalMode !== "text" && (
          <Field label={t("settings.vectorFields")}>
            {(id) => (
              <select
                id={id}
                data-testid="setting-vector-fields"
                className={inputClass}
                value={effective.vectorFields}
                onChange={(event) => onChange({ vectorFields: event.target.value as ChatSettings["vectorFields"] })}
              >
                <option value="embedding">{t("settings.vectorFieldOptions.embedding")}</option>
                {env.flags.showGPT4VOptions && (
                  <>
                    <option value="imageEmbedding">{t("settings.vectorFieldOptions.imageEmbedding")}</option>
                    <option value="both">{t("settings.vectorFieldOptions.both")}</option>
                  </>
                )}
              </select>
            )}
          </Field>
        )}
        {env.flags.showGPT4VOptions && (
          <fieldset className="flex flex-col gap-2" data-testid="vision-settings">
            <legend className="mb-1 text-sm font-semibold">{t("settings.vision")}</legend>
            <Toggle
              testId="setting-use-gpt4v"
              label={t("settings.useGpt4v")}
              checked={effective.useGpt4v}
              onChange={(checked) => onChange({ useGpt4v: checked })}
            />
            {effective.useGpt4v && (
              <Field label={t("settings.gpt4vInput")} error={error("gpt4vInput")}>
                {(id, describedBy) => (
                  <select
                    id={id}
                    data-testid="setting-gpt4v-input"
                    aria-describedby={describedBy}
                    aria-invalid={Boolean(errors.gpt4vInput)}
                    required
                    className={inputClass}
                    value={settings.gpt4vInput}
                    onChange={(event) => onChange({ gpt4vInput: event.target.value as ChatSettings["gpt4vInput"] })}
                  >
                    <option value="">{t("settings.choose")}</option>
                    <option value="textAndImages">{t("settings.gpt4vInputs.textAndImages")}</option>
                    <option value="images">{t("settings.gpt4vInputs.images")}</option>
                    <option value="texts">{t("settings.gpt4vInputs.texts")}</option>
                  </select>
                )}
              </Field>
            )}
          </fieldset>
        )}
        <ClaimsTable />
        <Button variant="outline" size="sm" className="self-start" data-testid="settings-reset" onClick={onReset}>
          {t("settings.reset")}
        </Button>
      </div>
    </SheetContent>
  );
}

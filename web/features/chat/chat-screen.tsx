import { useSuspenseQuery } from "@tanstack/react-query";
import {
  AlertCircleIcon,
  FolderUpIcon,
  HistoryIcon,
  Loader2Icon,
  RotateCcwIcon,
  SettingsIcon,
  Trash2Icon,
} from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAuth } from "@/auth/auth-context";
import { LanguagePicker } from "@/components/language-picker";
import { AuthRequired } from "@/components/layout/login-modal";
import { Button } from "@/components/ui/button";
import { Sheet, SheetTrigger } from "@/components/ui/sheet";
import { useErrorText } from "@/lib/error-text";
import { configQuery } from "@/lib/queries";
import { cn } from "@/lib/utils";
import { AnswerPanel } from "./answer-panel";
import { AnswerView, type PanelTab } from "./answer-view";
import { FilesPanel } from "./files-panel";
import { HistoryPanel } from "./history-panel";
import { browserHistoryStore, chooseStorage, cloudHistoryStore } from "./history-store";
import { QuestionInput } from "./question-input";
import { SettingsPanel } from "./settings-panel";
import { speechInputSupported } from "./speech-input";
import { type ChatMode, useChatSession } from "./use-chat-session";
import { useChatSettings } from "./use-chat-settings";

interface PanelState {
  index: number;
  tab: PanelTab;
  citation: string | null;
}

/** Turns only grow at the end or are replaced whole, so position and question identify one. */
const turnKey = (position: number, question: string) => `${position}:${question}`;

function QuestionBubble({ text }: { text: string }) {
  return (
    <div className="flex justify-end">
      <p
        data-testid="user-question"
        className="max-w-[80%] whitespace-pre-wrap rounded-xl bg-primary px-4 py-2 text-sm text-primary-foreground"
      >
        {text}
      </p>
    </div>
  );
}

/**
 * The chat (/chat) and ask (/qa) screens of spec section 2.3: one component, two modes. Signing in or out
 * starts a fresh screen, so one person's conversation never stays on screen for the next.
 */
export function ChatScreen({ mode }: { mode: ChatMode }) {
  const { isLoggedIn, accountName } = useAuth();
  const owner = isLoggedIn ? accountName : null;
  return <ChatScreenOf key={owner ?? ""} mode={mode} owner={owner} />;
}

function ChatScreenOf({ mode, owner }: { mode: ChatMode; owner: string | null }) {
  const { t, i18n } = useTranslation("chat");
  const errorText = useErrorText();
  const { data: config } = useSuspenseQuery(configQuery);
  const auth = useAuth();
  const chatSettings = useChatSettings(config);
  const [panel, setPanel] = useState<PanelState | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const end = useRef<HTMLDivElement | null>(null);

  const storage = mode === "chat" ? chooseStorage(config, auth.isLoggedIn, auth.useLogin) : "none";
  const history = useMemo(
    () =>
      storage === "cloud" ? cloudHistoryStore(auth.getToken) : storage === "indexedDB" ? browserHistoryStore() : null,
    [storage, auth.getToken],
  );

  const session = useChatSession({
    mode,
    owner,
    settings: chatSettings.effective,
    language: i18n.resolvedLanguage ?? "en",
    getToken: auth.getToken,
    history,
    onHistoryError: (error) => setNotice(errorText(error)),
    fallbackTexts: {
      intro: t("fallback.intro"),
      topics: {
        personal: t("fallback.topics.personal"),
        employment: t("fallback.topics.employment"),
        financial: t("fallback.topics.financial"),
        property: t("fallback.topics.property"),
        other: t("fallback.topics.other"),
      },
      nothingUsable: t("fallback.nothingUsable"),
      noDataPoints: t("fallback.noDataPoints"),
    },
  });
  const { turns, pending, error } = session;

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever the conversation grows
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "end" });
  }, [turns.length, pending?.partial?.message.content, error]);

  // Spec 5 and 6: asking needs a sign-in unless the server enables unauthenticated access. The chat is a
  // signed-in area (spec 2.2), so this also holds when access control is not required; logged out, the screen
  // shows its disabled state under the login prompt instead of an empty page.
  const loggedOut = auth.useLogin && !auth.isLoggedIn;
  const loginRequired = loggedOut && !auth.setup.enableUnauthenticatedAccess;
  const isEmpty = turns.length === 0 && !pending && !error;
  const examples = mode === "chat" ? ["1", "2", "3"] : ["1", "2", "3"];
  const examplePrefix = mode === "chat" ? "examples.chat" : "examples.ask";

  const send = (question: string) => {
    if (!chatSettings.valid) return;
    setPanel(null);
    session.ask(question);
  };

  const togglePanel = (index: number, tab: PanelTab, citation: string | null = null) =>
    setPanel((current) =>
      current && current.index === index && current.tab === tab && (tab !== "citation" || current.citation === citation)
        ? null
        : { index, tab, citation: tab === "citation" ? citation : current?.index === index ? current.citation : null },
    );

  const panelAnswer = panel ? turns[panel.index]?.[1] : undefined;
  const speech = {
    browser: config.showSpeechOutputBrowser,
    azure: config.showSpeechOutputAzure,
  };

  const showPanel = Boolean(panel && panelAnswer);
  return (
    <div
      className={cn(
        "flex h-[calc(100vh-4rem)] min-h-[640px] flex-col",
        // The side panel has the spec's fixed height: on a shorter window the screen grows (and scrolls) so the
        // question box stays below the panel instead of over it.
        showPanel && "lg:h-auto lg:min-h-[calc(100vh-4rem)]",
      )}
      data-testid={`${mode}-screen`}
    >
      <div className="flex flex-wrap items-center gap-2 border-b px-4 py-2" role="toolbar" aria-label={t("toolbar")}>
        <h1 className="mr-auto text-base font-semibold">{mode === "chat" ? t("chat.heading") : t("ask.heading")}</h1>
        {history && (
          <Sheet open={historyOpen} onOpenChange={setHistoryOpen}>
            <SheetTrigger asChild>
              <Button variant="outline" size="sm" data-testid="open-history">
                <HistoryIcon />
                {t("history.open")}
              </Button>
            </SheetTrigger>
            {historyOpen && (
              <HistoryPanel
                storage={storage}
                store={history}
                onSelect={(_id, restored) => {
                  session.restore(restored);
                  setPanel(null);
                  setHistoryOpen(false);
                }}
              />
            )}
          </Sheet>
        )}
        {config.showUserUpload && (
          <Sheet>
            <SheetTrigger asChild>
              <Button variant="outline" size="sm" data-testid="open-files" disabled={!auth.isLoggedIn}>
                <FolderUpIcon />
                {t("files.open")}
              </Button>
            </SheetTrigger>
            <FilesPanel />
          </Sheet>
        )}
        <Sheet>
          <SheetTrigger asChild>
            <Button variant="outline" size="sm" data-testid="open-settings">
              <SettingsIcon />
              {t("settings.open")}
            </Button>
          </SheetTrigger>
          <SettingsPanel
            mode={mode}
            settings={chatSettings.settings}
            effective={chatSettings.effective}
            errors={chatSettings.errors}
            env={chatSettings.env}
            onChange={chatSettings.update}
            onReset={chatSettings.reset}
          />
        </Sheet>
        <Button
          variant="outline"
          size="sm"
          data-testid="clear-chat"
          disabled={(turns.length === 0 && !error) || session.isBusy}
          onClick={() => {
            session.clear();
            setPanel(null);
          }}
        >
          <Trash2Icon />
          {t("clear")}
        </Button>
      </div>
      {notice && (
        <div
          role="alert"
          data-testid="chat-notice"
          className="mx-4 mt-2 flex items-center gap-2 rounded-md bg-red-50 p-2 text-sm text-red-800"
        >
          <AlertCircleIcon className="size-4" />
          <span className="flex-1">{notice}</span>
          <Button variant="ghost" size="sm" onClick={() => setNotice(null)}>
            {t("close")}
          </Button>
        </div>
      )}
      <div className={cn("flex min-h-0 flex-1 flex-col gap-4 p-4 lg:flex-row", showPanel && "lg:min-h-[842px]")}>
        {/* relative: an answer's screen-reader status line is positioned absolutely; the conversation contains it,
            else it escapes the scrolling region and makes the whole page scroll on a phone. */}
        <section
          className="relative min-h-0 flex-1 overflow-auto"
          aria-label={t("conversation")}
          aria-live="polite"
          aria-busy={session.isBusy}
        >
          {isEmpty ? (
            <div
              className="mx-auto flex max-w-2xl flex-col items-center gap-4 py-10 text-center"
              data-testid="empty-state"
            >
              <h2 className="text-2xl font-semibold tracking-tight" data-testid="empty-title">
                {t(`${mode}.title`)}
              </h2>
              <p className="text-muted-foreground">{t(`${mode}.subtitle`)}</p>
              {config.showLanguagePicker && <LanguagePicker />}
              <ul className="grid w-full gap-2 sm:grid-cols-3" aria-label={t("examples.label")}>
                {examples.map((number) => (
                  <li key={number}>
                    <button
                      type="button"
                      data-testid="example-question"
                      className="h-full w-full rounded-lg border bg-card p-3 text-left text-sm hover:bg-accent disabled:opacity-50"
                      disabled={loginRequired || !chatSettings.valid}
                      onClick={() => send(t(`${examplePrefix}.${number}`))}
                    >
                      {t(`${examplePrefix}.${number}`)}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <div className="mx-auto flex max-w-3xl flex-col gap-4">
              {turns.map(([question, answer], index) => (
                <div key={turnKey(index, question)} className="flex flex-col gap-2">
                  <QuestionBubble text={question} />
                  <AnswerView
                    answer={answer}
                    index={index}
                    selected={panel?.index === index}
                    activeTab={panel?.index === index ? panel.tab : null}
                    activeCitation={panel?.index === index ? panel.citation : null}
                    showFollowups={
                      mode === "chat" &&
                      chatSettings.effective.suggestFollowupQuestions &&
                      index === turns.length - 1 &&
                      !pending
                    }
                    speech={speech}
                    onCitation={(citation) => togglePanel(index, "citation", citation)}
                    onPanel={(tab) => togglePanel(index, tab)}
                    onFollowup={send}
                  />
                </div>
              ))}
              {pending && (
                <div className="flex flex-col gap-2">
                  <QuestionBubble text={pending.question} />
                  {pending.partial ? (
                    <AnswerView
                      answer={pending.partial}
                      index={turns.length}
                      streaming
                      selected={false}
                      activeTab={null}
                      activeCitation={null}
                      showFollowups={false}
                      speech={speech}
                      onCitation={() => {}}
                      onPanel={() => {}}
                      onFollowup={() => {}}
                    />
                  ) : (
                    <div
                      data-testid="answer-loading"
                      role="status"
                      className="flex items-center gap-2 rounded-xl border bg-card p-4 text-sm text-muted-foreground"
                    >
                      <Loader2Icon className="size-4 animate-spin" />
                      {t("answer.generating")}
                    </div>
                  )}
                </div>
              )}
              {error && (
                <div className="flex flex-col gap-2">
                  <QuestionBubble text={error.question} />
                  <div
                    role="alert"
                    data-testid="answer-error"
                    className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900"
                  >
                    <p className="flex items-center gap-2">
                      <AlertCircleIcon className="size-4" />
                      <span data-testid="answer-error-message">{errorText(error.cause)}</span>
                    </p>
                    <Button variant="outline" size="sm" data-testid="retry" onClick={session.retry}>
                      <RotateCcwIcon />
                      {t("retry")}
                    </Button>
                  </div>
                </div>
              )}
              <div ref={end} />
            </div>
          )}
        </section>
        {panel && panelAnswer && (
          <AnswerPanel
            answer={panelAnswer}
            tab={panel.tab}
            citation={panel.citation}
            onTab={(tab) => setPanel({ ...panel, tab })}
            onClose={() => setPanel(null)}
          />
        )}
      </div>
      <div className="mx-auto w-full max-w-3xl px-4 pb-4">
        {loginRequired && (
          <div className="mb-2">
            <AuthRequired layout="banner" />
          </div>
        )}
        {!chatSettings.valid && (
          <p role="alert" data-testid="settings-invalid" className="mb-2 text-sm text-red-700">
            {t("settings.invalid")}
          </p>
        )}
        <QuestionInput
          placeholder={loginRequired ? t("input.loginPlaceholder") : t(`input.placeholder.${mode}`)}
          disabled={loginRequired || !chatSettings.valid}
          busy={session.isBusy}
          speechInput={config.showSpeechInput && speechInputSupported()}
          onSend={send}
        />
      </div>
    </div>
  );
}

import { XIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { ChatAnswer, Thought } from "#schemas/chat";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { dataPointTexts } from "./answer-state";
import type { PanelTab } from "./answer-view";
import { CitationViewer } from "./citation-viewer";

/** Spec section 9: the answer side panel is 810 px high. */
export const PANEL_HEIGHT_PX = 810;

const describe = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value, null, 2));

function ThoughtProcess({ thoughts }: { thoughts: Thought[] }) {
  return (
    <ol className="flex flex-col gap-3" data-testid="thought-process">
      {thoughts
        .map((thought, position) => ({ thought, id: `thought-${position}` }))
        .map(({ thought, id }) => (
          <li key={id} className="rounded-md border p-3">
            <p className="text-sm font-semibold">{thought.title}</p>
            {thought.props && Object.keys(thought.props).length > 0 && (
              <div className="mt-1 flex flex-wrap gap-1">
                {Object.entries(thought.props).map(([key, value]) => (
                  <span key={key} className="rounded bg-secondary px-1.5 py-0.5 text-xs">
                    {key}: {describe(value)}
                  </span>
                ))}
              </div>
            )}
            <pre className="mt-2 whitespace-pre-wrap break-words text-xs text-muted-foreground">
              {describe(thought.description)}
            </pre>
          </li>
        ))}
    </ol>
  );
}

function SupportingContent({ answer }: { answer: ChatAnswer }) {
  const texts = dataPointTexts(answer.context);
  const points = answer.context.data_points;
  const images = Array.isArray(points) ? [] : (points.images ?? []);
  return (
    <ul className="flex flex-col gap-2" data-testid="supporting-content">
      {texts
        .map((text, position) => ({ text, id: `point-${position}` }))
        .map(({ text, id }) => {
          const split = /^([^:\n]+\.[A-Za-z0-9]{1,5}(?:#page=\d+)?):\s*([\s\S]*)$/.exec(text);
          return (
            <li key={id} className="rounded-md border p-3 text-sm">
              {split ? (
                <>
                  <p className="font-semibold">{split[1]}</p>
                  <p className="mt-1 whitespace-pre-wrap text-muted-foreground">{split[2]}</p>
                </>
              ) : (
                <p className="whitespace-pre-wrap">{text}</p>
              )}
            </li>
          );
        })}
      {images.map((image) => (
        <li key={image}>
          <img src={image} alt="" className="max-w-full rounded-md border" />
        </li>
      ))}
    </ul>
  );
}

/**
 * The tab labels wrap onto a second line where they do not fit beside the close button (a phone, a long
 * translation), so none is cut off; on a phone they take a smaller type first.
 */
const TAB_SIZE = "px-2 text-xs sm:px-3 sm:text-sm";

export function AnswerPanel({
  answer,
  tab,
  citation,
  onTab,
  onClose,
}: {
  answer: ChatAnswer;
  tab: PanelTab;
  citation: string | null;
  onTab: (tab: PanelTab) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("chat");
  // Below lg the panel lies under the conversation in a screen one window high. Without min-h-0 a long file (the
  // Markdown viewer's content) holds it at its full height, past the question box, which then lies over it; with it
  // the panel takes the room above the question box and the file scrolls inside its own region. From lg on the panel
  // sits beside the conversation and keeps its height (the screen grows instead).
  return (
    <aside
      data-testid="answer-panel"
      aria-label={t("panel.label")}
      style={{ height: PANEL_HEIGHT_PX }}
      className="flex min-h-0 w-full flex-col rounded-xl border bg-card p-3 shadow-sm lg:w-[480px] lg:shrink-0"
    >
      <Tabs value={tab} onValueChange={(value) => onTab(value as PanelTab)} className="flex min-h-0 flex-1 flex-col">
        <div className="flex items-center gap-2">
          <TabsList className="h-auto min-w-0 flex-wrap">
            <TabsTrigger value="thoughtProcess" className={TAB_SIZE} disabled={answer.context.thoughts.length === 0}>
              {t("panel.thoughtProcess")}
            </TabsTrigger>
            <TabsTrigger
              value="supportingContent"
              className={TAB_SIZE}
              disabled={dataPointTexts(answer.context).length === 0}
            >
              {t("panel.supportingContent")}
            </TabsTrigger>
            <TabsTrigger value="citation" className={TAB_SIZE} disabled={!citation}>
              {t("panel.citation")}
            </TabsTrigger>
          </TabsList>
          <Button
            variant="ghost"
            size="icon"
            className="ml-auto shrink-0"
            data-testid="answer-panel-close"
            aria-label={t("panel.close")}
            title={t("panel.close")}
            onClick={onClose}
          >
            <XIcon />
          </Button>
        </div>
        <TabsContent value="thoughtProcess" className="min-h-0 flex-1 overflow-auto">
          <ThoughtProcess thoughts={answer.context.thoughts} />
        </TabsContent>
        <TabsContent value="supportingContent" className="min-h-0 flex-1 overflow-auto">
          <SupportingContent answer={answer} />
        </TabsContent>
        <TabsContent value="citation" className="min-h-0 flex-1">
          {citation ? <CitationViewer key={citation} citation={citation} /> : null}
        </TabsContent>
      </Tabs>
    </aside>
  );
}

import Image from "@tiptap/extension-image";
import { TableKit } from "@tiptap/extension-table";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  BoldIcon,
  Heading2Icon,
  Heading3Icon,
  ImageIcon,
  ImageUpIcon,
  ItalicIcon,
  LinkIcon,
  ListIcon,
  ListOrderedIcon,
  QuoteIcon,
  Redo2Icon,
  Undo2Icon,
} from "lucide-react";
import { type ReactNode, useRef } from "react";
import { useTranslation } from "react-i18next";
import { blogHtmlPolicy } from "#schemas/blog-html-policy";
import { cn } from "@/lib/utils";
import "./blog-prose.css";

const isHttpUrl = (value: string) => /^https?:\/\/\S+$/i.test(value) || /^\/(?!\/)\S*$/.test(value);

function ToolButton({
  label,
  active,
  onClick,
  disabled,
  children,
  testId,
}: {
  label: string;
  active?: boolean;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={active}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      data-testid={testId}
      className={cn(
        "grid size-8 place-items-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground disabled:opacity-40 [&_svg]:size-4",
        active && "bg-accent text-foreground",
      )}
    >
      {children}
    </button>
  );
}

/**
 * The editing surface: Tiptap (ProseMirror) on the allow-listed elements. Link and image URLs are asked through a
 * prompt (spec section 5); images can also be uploaded, with progress shown by the caller.
 */
export function RichTextEditor({
  value,
  onChange,
  onUpload,
  uploading,
}: {
  value: string;
  onChange: (html: string) => void;
  onUpload: (file: File) => Promise<string | null>;
  uploading: boolean;
}) {
  const { t } = useTranslation("blog");
  const fileInput = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, autolink: true, protocols: ["http", "https", "mailto", "tel"] },
      }),
      Image.configure({ inline: false }),
      TableKit,
    ],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        class: "blog-prose min-h-72 px-4 py-3 outline-none",
        "data-testid": "content-editor",
        "aria-label": t("editor.content"),
        "aria-multiline": "true",
        role: "textbox",
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      h2: current.isActive("heading", { level: 2 }),
      h3: current.isActive("heading", { level: 3 }),
      bullet: current.isActive("bulletList"),
      ordered: current.isActive("orderedList"),
      quote: current.isActive("blockquote"),
      link: current.isActive("link"),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });

  const askLink = () => {
    const previous = editor.getAttributes("link").href as string | undefined;
    const url = window.prompt(t("editor.linkPrompt"), previous ?? "https://");
    if (url === null) return;
    const trimmed = url.trim();
    if (trimmed === "" || trimmed === "https://") {
      editor.chain().focus().extendMarkRange("link").unsetLink().run();
      return;
    }
    if (!blogHtmlPolicy.urlPattern.test(trimmed)) {
      window.alert(t("editor.invalidUrl"));
      return;
    }
    editor.chain().focus().extendMarkRange("link").setLink({ href: trimmed }).run();
  };
  const askImage = () => {
    const url = window.prompt(t("editor.imagePrompt"), "https://");
    if (url === null || url.trim() === "" || url.trim() === "https://") return;
    if (!isHttpUrl(url.trim())) {
      window.alert(t("editor.invalidUrl"));
      return;
    }
    editor.chain().focus().setImage({ src: url.trim() }).run();
  };
  const upload = async (file: File) => {
    const url = await onUpload(file);
    if (url)
      editor
        .chain()
        .focus()
        .setImage({ src: url, alt: file.name.replace(/\.[^.]+$/, "") })
        .run();
  };

  return (
    <div className="overflow-hidden rounded-md border border-input bg-background focus-within:ring-2 focus-within:ring-ring">
      <div
        role="toolbar"
        aria-label={t("editor.toolbar.label")}
        className="flex flex-wrap items-center gap-0.5 border-b bg-muted/40 px-2 py-1"
      >
        <ToolButton
          label={t("editor.toolbar.bold")}
          active={state.bold}
          onClick={() => editor.chain().focus().toggleBold().run()}
        >
          <BoldIcon />
        </ToolButton>
        <ToolButton
          label={t("editor.toolbar.italic")}
          active={state.italic}
          onClick={() => editor.chain().focus().toggleItalic().run()}
        >
          <ItalicIcon />
        </ToolButton>
        <ToolButton
          label={t("editor.toolbar.heading2")}
          active={state.h2}
          onClick={() => editor.chain().focus().toggleHeading({ level: 2 }).run()}
        >
          <Heading2Icon />
        </ToolButton>
        <ToolButton
          label={t("editor.toolbar.heading3")}
          active={state.h3}
          onClick={() => editor.chain().focus().toggleHeading({ level: 3 }).run()}
        >
          <Heading3Icon />
        </ToolButton>
        <ToolButton
          label={t("editor.toolbar.bulletList")}
          active={state.bullet}
          onClick={() => editor.chain().focus().toggleBulletList().run()}
        >
          <ListIcon />
        </ToolButton>
        <ToolButton
          label={t("editor.toolbar.orderedList")}
          active={state.ordered}
          onClick={() => editor.chain().focus().toggleOrderedList().run()}
        >
          <ListOrderedIcon />
        </ToolButton>
        <ToolButton
          label={t("editor.toolbar.quote")}
          active={state.quote}
          onClick={() => editor.chain().focus().toggleBlockquote().run()}
        >
          <QuoteIcon />
        </ToolButton>
        <span className="mx-1 h-5 w-px bg-border" />
        <ToolButton label={t("editor.toolbar.link")} active={state.link} onClick={askLink} testId="tool-link">
          <LinkIcon />
        </ToolButton>
        <ToolButton label={t("editor.toolbar.image")} onClick={askImage} testId="tool-image">
          <ImageIcon />
        </ToolButton>
        <ToolButton
          label={t("editor.toolbar.upload")}
          onClick={() => fileInput.current?.click()}
          disabled={uploading}
          testId="tool-upload"
        >
          <ImageUpIcon />
        </ToolButton>
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          className="hidden"
          data-testid="content-upload-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void upload(file);
          }}
        />
        <span className="mx-1 h-5 w-px bg-border" />
        <ToolButton
          label={t("editor.toolbar.undo")}
          disabled={!state.canUndo}
          onClick={() => editor.chain().focus().undo().run()}
        >
          <Undo2Icon />
        </ToolButton>
        <ToolButton
          label={t("editor.toolbar.redo")}
          disabled={!state.canRedo}
          onClick={() => editor.chain().focus().redo().run()}
        >
          <Redo2Icon />
        </ToolButton>
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}

/** A flat message catalog: "key.path" → text with `{name}` placeholders. */
export type Messages = Readonly<Record<string, string>>;

/** Values for a message's `{name}` placeholders. */
export type MessageVars = Readonly<Record<string, string | number>>;

/** Looks a key up and fills its placeholders; an unknown key comes back as the key itself. */
export type Translate = (key: string, vars?: MessageVars) => string;

/** A `t` function over one catalog; placeholders without a value are left as written. */
export function createTranslator(messages: Messages): Translate {
  return (key, vars) => {
    const text = messages[key] ?? key;
    if (!vars) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
      vars[name] === undefined ? whole : String(vars[name]),
    );
  };
}

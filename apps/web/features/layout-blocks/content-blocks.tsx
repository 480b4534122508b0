import type { ReactNode } from 'react';
import { Icon, isIconName } from '../../ui/icon.tsx';
import { LocaleLink } from '../i18n/locale-link.tsx';
import styles from './blocks.module.css';
import { safeContentHtml } from './sanitize.ts';
import type { BlockContext, BlockOf } from './types.ts';

/** A link of a block: a site path through LocaleLink (locale prefixed), an https URL in a new tab. */
export function BlockLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  // Only site paths and https URLs pass the contract's SafeHref; anything else renders as plain text.
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <LocaleLink href={href} className={className}>
        {children}
      </LocaleLink>
    );
  }
  if (/^https:\/\//i.test(href)) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </a>
    );
  }
  return <span className={className}>{children}</span>;
}

export function TextBlock({ block }: { block: BlockOf<'text'> }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the allowlist (sanitize.ts)
  return <div className={styles.prose} dangerouslySetInnerHTML={safeContentHtml(block.settings.html)} />;
}

export function LabelBlock({ block, ctx }: { block: BlockOf<'label'>; ctx: BlockContext }) {
  const { text, subtitle, level } = block.settings;
  const Heading = `h${level}` as const;
  // Without text: the page's own localised title and subtitle (the home page's heading).
  const title = text ? ctx.text(text) : ctx.t('catalogue.home.title');
  const sub = subtitle ? ctx.text(subtitle) : text ? undefined : ctx.t('catalogue.home.subtitle');
  return (
    <header className={styles.label}>
      <Heading className={level === 1 ? styles.title : styles.heading}>{title}</Heading>
      {sub && <p className={styles.subtitle}>{sub}</p>}
    </header>
  );
}

function Picture({ src, alt }: { src: string; alt: string }) {
  // biome-ignore lint/performance/noImgElement: an operator's image URL of any size, not a Next asset
  return <img src={src} alt={alt} className={styles.image} loading="lazy" decoding="async" />;
}

export function ImageBlock({ block, ctx }: { block: BlockOf<'image'>; ctx: BlockContext }) {
  const { src, alt, href } = block.settings;
  const image = <Picture src={src} alt={ctx.text(alt)} />;
  return href ? <BlockLink href={href}>{image}</BlockLink> : image;
}

export function BannerBlock({ block, ctx }: { block: BlockOf<'banner'>; ctx: BlockContext }) {
  const { title, html, image, href } = block.settings;
  const body = (
    <>
      {image && <Picture src={image} alt="" />}
      <span className={styles.bannerText}>
        <strong className={styles.bannerTitle}>{ctx.text(title)}</strong>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the allowlist (sanitize.ts) */}
        {html && <span className={styles.prose} dangerouslySetInnerHTML={safeContentHtml(html)} />}
      </span>
    </>
  );
  return href ? (
    <BlockLink href={href} className={styles.banner}>
      {body}
    </BlockLink>
  ) : (
    <div className={styles.banner}>{body}</div>
  );
}

export function ButtonBlock({ block, ctx }: { block: BlockOf<'button'>; ctx: BlockContext }) {
  return (
    <BlockLink href={block.settings.href} className={styles.button}>
      {block.settings.icon && isIconName(block.settings.icon) && (
        <Icon name={block.settings.icon} size={18} />
      )}
      {ctx.text(block.settings.label)}
    </BlockLink>
  );
}

/** A modal without script of its own: a disclosure whose panel opens over the page. */
export function ModalBlock({ block, ctx }: { block: BlockOf<'modal'>; ctx: BlockContext }) {
  const { trigger, title, html } = block.settings;
  return (
    <details className={styles.modal}>
      <summary className={styles.button}>{ctx.text(trigger)}</summary>
      <div className={styles.modalPanel} role="dialog" aria-label={ctx.text(title)}>
        <strong className={styles.bannerTitle}>{ctx.text(title)}</strong>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the allowlist (sanitize.ts) */}
        <div className={styles.prose} dangerouslySetInnerHTML={safeContentHtml(html)} />
      </div>
    </details>
  );
}

/** An https page in a sandbox: its scripts run in an opaque origin, never with this site's cookies. */
export function IframeBlock({ block, ctx }: { block: BlockOf<'iframe'>; ctx: BlockContext }) {
  return (
    <iframe
      src={block.settings.src}
      title={ctx.text(block.settings.title)}
      height={block.settings.height}
      className={styles.iframe}
      sandbox="allow-scripts allow-popups"
      referrerPolicy="no-referrer"
      loading="lazy"
    />
  );
}

export function MenuItemBlock({ block, ctx }: { block: BlockOf<'menu_item'>; ctx: BlockContext }) {
  const { href, icon, label } = block.settings;
  return (
    <BlockLink href={href} className={styles.menuItem}>
      {icon && isIconName(icon) && <Icon name={icon} size={20} />}
      <span>{ctx.text(label)}</span>
    </BlockLink>
  );
}

type Link = BlockOf<'sub_menu'>['settings']['links'][number];

export function LinkList({
  links,
  ctx,
  label,
}: {
  links: readonly Link[];
  ctx: BlockContext;
  label: string;
}) {
  return (
    <nav aria-label={label}>
      <ul className={styles.linkList}>
        {links.map((link) => (
          <li key={`${link.href}-${ctx.text(link.label)}`}>
            <BlockLink href={link.href} className={styles.menuItem}>
              {link.icon && isIconName(link.icon) && <Icon name={link.icon} size={18} />}
              <span>{ctx.text(link.label)}</span>
            </BlockLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import 'server-only';
import { getT } from '../i18n/messages.ts';
import { centreTabs, MatchCentreView } from './match-centre-view.tsx';
import { TrackerSlot, type TrackerSlotProps } from './tracker-slot.tsx';
import { EMPTY_TRACKER } from './tracker-state.ts';

/**
 * A match page's centre, for server components: the browser's centre loads its code apart, and until
 * it has come the page shows the server's drawing of the same centre (its tracker tab with the data the
 * server read), so nothing moves when it comes.
 */
export function MatchCentreSlot({
  locale,
  ...props
}: Omit<TrackerSlotProps, 'placeholder'> & { locale: string }) {
  const tabs = props.sport ? centreTabs(props.sport, false) : [];
  const current = tabs[0];
  const placeholder = props.sport && current && (
    <MatchCentreView
      t={getT(locale)}
      id="match-centre-server"
      sport={props.sport}
      home={props.home}
      away={props.away}
      tracker={props.initial ?? EMPTY_TRACKER}
      tabs={tabs}
      current={current}
      loaded={false}
      placeholder
    />
  );
  return <TrackerSlot {...props} placeholder={placeholder} />;
}

'use client';

import { useEffect, useRef } from 'react';
import { DEFAULT_ODDS_TYPE, setOddsType, useOddsType } from '../odds-format/index.ts';
import { removeResources } from '../resource/store.ts';
import { usePlayerSettings, useSaveSettings } from './api.ts';

/**
 * Keeps the odds format in the player's profile (POST /settings odds_type): once the player's
 * settings load, a format they saved is adopted on this device (a visitor's own choice is saved
 * instead when the profile still has the default, and so is a switch made while the settings
 * loaded); later switches are saved as they happen.
 */
export function OddsTypeSync() {
  const settings = usePlayerSettings();
  const save = useSaveSettings();
  const oddsType = useOddsType();
  const synced = useRef<string | null>(null);
  // The format when this mounted (at sign-in or page load): a different one by the time the settings
  // arrive was switched by the player meanwhile, and is saved rather than overwritten.
  const atMount = useRef(oddsType);
  const saved = settings.data?.odds_types.selected;

  // Mounted only while signed in: on sign-out the player's settings are forgotten here, so the next
  // player in this tab loads their own.
  useEffect(() => () => removeResources((key) => key[0] === 'bet-settings' && key[2] === 'player'), []);

  useEffect(() => {
    if (!saved) {
      synced.current = null;
      return;
    }
    if (synced.current === null) {
      const switched = oddsType !== atMount.current;
      if ((saved === DEFAULT_ODDS_TYPE || switched) && oddsType !== saved) {
        synced.current = oddsType;
        void save({ odds_type: oddsType }).catch(() => undefined);
      } else {
        synced.current = saved;
        setOddsType(saved);
      }
      return;
    }
    if (oddsType !== synced.current) {
      synced.current = oddsType;
      if (oddsType !== saved) void save({ odds_type: oddsType }).catch(() => undefined);
    }
  }, [saved, oddsType, save]);
  return null;
}

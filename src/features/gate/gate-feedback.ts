import type { GateVerdict } from '@/api/contract/gate';

let audio: AudioContext | null = null;

const tone = (frequency: number, seconds: number, at = 0) => {
  audio ??= new AudioContext();
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.frequency.value = frequency;
  oscillator.type = 'square';
  gain.gain.value = 0.08;
  oscillator.connect(gain).connect(audio.destination);
  const start = audio.currentTime + at;
  oscillator.start(start);
  oscillator.stop(start + seconds);
};

/**
 * What staff hear and feel with each verdict, so they need not look at the screen: one high
 * beep and a short buzz to admit, two low tones and a long buzz to refuse.
 */
export const signalVerdict = (verdict: GateVerdict): void => {
  const admits = verdict === 'admitted' || verdict === 'reentry';
  try {
    if (admits) tone(1320, 0.12);
    else {
      tone(220, 0.18);
      tone(180, 0.25, 0.22);
    }
  } catch {
    // No audio (autoplay refused, no device): the screen and the vibration still tell.
  }
  navigator.vibrate?.(admits ? 80 : [200, 80, 200]);
};

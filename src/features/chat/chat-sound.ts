/** A short two-tone chime for a message in the open chat (spec §4), made with Web Audio. */
export const playChatSound = (): void => {
  try {
    const context = new AudioContext();
    const gain = context.createGain();
    gain.gain.setValueAtTime(0.15, context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.35);
    gain.connect(context.destination);
    [880, 1320].forEach((frequency, i) => {
      const tone = context.createOscillator();
      tone.frequency.value = frequency;
      tone.connect(gain);
      tone.start(context.currentTime + i * 0.12);
      tone.stop(context.currentTime + 0.35);
    });
    setTimeout(() => void context.close(), 600);
  } catch {
    // No audio (autoplay policy, no device): the message is still shown.
  }
};

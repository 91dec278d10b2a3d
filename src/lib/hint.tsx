import { useMergedRef } from '@mantine/hooks';
import {
  cloneElement,
  lazy,
  Suspense,
  useRef,
  useState,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';

const Tooltip = lazy(() => import('./hint-tooltip'));

interface HintTarget {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
}

export interface HintProps {
  label: ReactNode;
  /** Delay before the hint opens on later hovers, in ms. */
  openDelay?: number;
  /** The control the hint describes; it must carry its own accessible name (aria-label). */
  children: ReactElement<HintTarget>;
}

/**
 * A mouse-hover tooltip that costs nothing until the first hover: Mantine's Tooltip (with
 * floating-ui, 16 KB gzip) loads then and attaches to the control without re-mounting it. The
 * hint only repeats the control's accessible name, so touch and keyboard users lose nothing.
 */
export const Hint = ({ label, openDelay, children }: HintProps) => {
  const target = useRef<HTMLElement>(null);
  const ref = useMergedRef(target, children.props.ref);
  const [armed, setArmed] = useState(false);
  const [inside, setInside] = useState(false);
  const { onPointerEnter, onPointerLeave } = children.props;

  const control = cloneElement(children, {
    ref,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      onPointerEnter?.(event);
      if (event.pointerType !== 'mouse') return;
      setInside(true);
      setArmed(true);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      onPointerLeave?.(event);
      setInside(false);
    },
  });

  return (
    <>
      {control}
      {armed && (
        <Suspense fallback={null}>
          {/* Opened when it arrives while the pointer is still there; later hovers as usual. */}
          <Tooltip target={target} label={label} openDelay={openDelay} defaultOpened={inside} />
        </Suspense>
      )}
    </>
  );
};

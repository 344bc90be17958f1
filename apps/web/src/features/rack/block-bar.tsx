import { type CSSProperties, memo } from "react";
import { useT } from "../../lib/i18n";
import styles from "./rack.module.css";
import type { RackActions } from "./rack-actions";
import { blockName } from "./rack-labels";
import type { BlockBar } from "./rack-layout";

/** Nights a room is out of order; a click (Enter, Space) offers to end it, given `actions`. */
export const BlockBarView = memo(function BlockBarView({
  bar,
  actions,
}: {
  bar: BlockBar;
  /** None: the user may not end it, and the bar is only shown. */
  actions?: RackActions;
}) {
  const t = useT();
  const { block } = bar;
  const style = { "--start": bar.start, "--span": bar.span, "--lane-index": bar.lane } as CSSProperties;
  const className = [
    styles.block,
    bar.clippedStart && styles.clippedStart,
    bar.clippedEnd && styles.clippedEnd,
  ]
    .filter(Boolean)
    .join(" ");
  const text = t("rack.outOfOrderBar", { reason: block.Reason });
  if (!actions)
    return (
      <div title={blockName(block)} className={className} style={style}>
        {text}
      </div>
    );
  return (
    <button
      type="button"
      aria-label={blockName(block)}
      title={blockName(block)}
      className={className}
      style={style}
      onClick={() => actions.endBlock(block)}
    >
      {text}
    </button>
  );
});

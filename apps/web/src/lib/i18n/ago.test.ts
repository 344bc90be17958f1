import { describe, expect, it } from "vitest";
import { agoIn } from "./ago";

const now = new Date("2026-12-02T08:00:00Z");
const before = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe("how long ago a change was", () => {
  it("reads in English as the server writes it", () => {
    expect(agoIn("en", before(10), now)).toBe("10 s ago");
    expect(agoIn("en", before(3 * 60 + 59), now)).toBe("3 min ago");
    expect(agoIn("en", before(2 * 3600), now)).toBe("2 h ago");
    expect(agoIn("en", before(4 * 86_400), now)).toBe("4 d ago");
  });

  it("reads in the language spoken, in its largest whole unit", () => {
    expect(agoIn("fr", before(10), now)).toBe("il y a 10\u00a0s");
    expect(agoIn("es", before(3 * 60), now)).toBe("hace 3 min");
    expect(agoIn("ar", before(2 * 3600), now)).toBe("قبل ساعتين");
  });

  it("never reads as the future nor as nonsense: a clock ahead or an unreadable moment is now", () => {
    expect(agoIn("en", new Date(now.getTime() + 5000).toISOString(), now)).toBe("0 s ago");
    expect(agoIn("fr", "not a moment", now)).toBe("il y a 0\u00a0s");
  });
});

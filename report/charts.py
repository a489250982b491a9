"""The HTML report's charts as inline SVG. Bars and lines need no plotting library: this module turns data
into pixel geometry (plain dataclasses), and templates/_charts.html.j2 draws it."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

WIDTH, HEIGHT = 640, 240
MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 56, 20, 12, 40
MAX_POINTS = 300  # per line: enough for the eye, and a 100k-failure campaign stays small on the page
BAR_HEIGHT, BAR_GAP, BAR_LABEL_WIDTH, BAR_VALUE_WIDTH = 14, 4, 220, 48
BAR_LABEL_CHARS = 32  # what fits BAR_LABEL_WIDTH in the chart's monospace font
DURATION_STEPS = (1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 10800, 21600, 43200, 86400,
                  172800, 604800)


@dataclass(frozen=True)
class Tick:
    at: float  # pixels along its axis
    label: str


@dataclass(frozen=True)
class Bar:
    y: float
    width: float
    label: str
    value: int
    title: str
    css: str
    href: str


@dataclass(frozen=True)
class BarChart:
    width: int
    height: int
    bars: list[Bar]
    ticks: list[Tick]
    more: int  # items left out of the chart
    label_width: int = BAR_LABEL_WIDTH
    bar_height: int = BAR_HEIGHT
    axis_y: float = 0.0  # below the last bar: where the ticks' labels go


@dataclass(frozen=True)
class Mark:
    x: float
    y: float
    title: str


@dataclass(frozen=True)
class Series:
    points: list[tuple[float, float]]
    title: str
    href: str | None = None
    marks: list[Mark] = field(default_factory=list)


@dataclass(frozen=True)
class LineChart:
    width: int
    height: int
    left: float
    top: float
    right: float
    bottom: float
    series: list[Series]
    x_ticks: list[Tick]
    y_ticks: list[Tick]
    x_label: str
    y_label: str


def format_duration(seconds: float | None) -> str:
    if seconds is None:
        return "?"
    seconds = int(round(seconds))
    if seconds < 60:
        return f"{seconds}s"
    minutes, seconds = divmod(seconds, 60)
    if minutes < 60:
        return f"{minutes}m" + (f" {seconds:02d}s" if seconds else "")
    hours, minutes = divmod(minutes, 60)
    if hours < 48:
        return f"{hours}h" + (f" {minutes:02d}m" if minutes else "")
    days, hours = divmod(hours, 24)
    return f"{days}d" + (f" {hours}h" if hours else "")


def _nice_step(span: float, count: int) -> float:
    """1, 2 or 5 times a power of ten, so that about ``count`` steps cover ``span``."""
    raw = span / count
    magnitude = 10 ** math.floor(math.log10(raw))
    return next(m * magnitude for m in (1, 2, 5, 10) if m * magnitude >= raw)


def _tick_values(top: float, step: float) -> list[float]:
    return [i * step for i in range(int(top // step) + 1)]


def _axis_top(peak: float, step: float) -> float:
    return max(step, math.ceil(peak / step) * step)


def bar_chart(items: list[tuple[str, int, str, str, str]], limit: int = 30) -> BarChart | None:
    """Horizontal bars, largest first: items are (label, value, title, css class, link)."""
    if not items:
        return None
    shown = sorted(items, key=lambda item: -item[1])[:limit]
    step = _nice_step(max(shown[0][1], 1), 4) if shown[0][1] > 4 else 1
    top = _axis_top(shown[0][1], step)
    span = WIDTH - BAR_LABEL_WIDTH - BAR_VALUE_WIDTH
    bars = [Bar(MARGIN_TOP + i * (BAR_HEIGHT + BAR_GAP), max(1.0, round(value / top * span, 1)),
                label if len(label) <= BAR_LABEL_CHARS else label[:BAR_LABEL_CHARS - 1] + "…", value, title, css, href)
            for i, (label, value, title, css, href) in enumerate(shown)]
    axis_y = MARGIN_TOP + len(bars) * (BAR_HEIGHT + BAR_GAP)
    ticks = [Tick(round(BAR_LABEL_WIDTH + v / top * span, 1), f"{v:g}") for v in _tick_values(top, step)]
    return BarChart(WIDTH, axis_y + 24, bars, ticks, len(items) - len(shown), axis_y=axis_y)


def _thinned(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
    if len(points) <= MAX_POINTS:
        return points
    last = len(points) - 1
    return [points[i * last // (MAX_POINTS - 1)] for i in range(MAX_POINTS)]


def line_chart(series: list[tuple[str, list[tuple[float, float]], str | None]], x_label: str, y_label: str,
               x_is_time: bool = False, marks: list[tuple[float, float, str]] = ()) -> LineChart | None:
    """Lines in one frame, both axes from 0 (x from the earliest point when x_is_time: seconds since).
    series are (title, [(x, y)], link); marks are dots (x, y, title) drawn on top."""
    series = [(title, points, href) for title, points, href in series if points]
    if not series:
        return None
    xs = [x for _, points, _ in series for x, _ in points]
    ys = [y for _, points, _ in series for _, y in points]
    x0 = min(xs) if x_is_time else 0.0
    x_span, y_peak = max(max(xs) - x0, 1e-9), max(max(ys), 1)
    if x_is_time:
        x_step = next((s for s in DURATION_STEPS if s * 6 >= x_span), DURATION_STEPS[-1])
    else:
        x_step = max(1.0, _nice_step(x_span, 5))
    y_step = max(1.0, _nice_step(y_peak, 4))
    x_top, y_top = _axis_top(x_span, x_step), _axis_top(y_peak, y_step)
    left, top = MARGIN_LEFT, MARGIN_TOP
    right, bottom = WIDTH - MARGIN_RIGHT, HEIGHT - MARGIN_BOTTOM

    def px(x: float, y: float) -> tuple[float, float]:
        return (round(left + (x - x0) / x_top * (right - left), 1), round(bottom - y / y_top * (bottom - top), 1))

    lines = [Series([px(x, y) for x, y in _thinned(points)], title, href) for title, points, href in series]
    if marks:
        lines[0] = Series(lines[0].points, lines[0].title, lines[0].href,
                          [Mark(*px(x, y), title) for x, y, title in marks])
    x_ticks = [Tick(px(x0 + v, 0)[0], format_duration(v) if x_is_time else f"{v:g}") for v in _tick_values(x_top, x_step)]
    y_ticks = [Tick(px(x0, v)[1], f"{v:g}") for v in _tick_values(y_top, y_step)]
    return LineChart(WIDTH, HEIGHT, left, top, right, bottom, lines, x_ticks, y_ticks, x_label, y_label)


def steps(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """A value that holds until the next point, drawn as such: horizontal, then vertical."""
    out: list[tuple[float, float]] = []
    for x, y in points:
        if out:
            out.append((x, out[-1][1]))
        out.append((x, y))
    return out

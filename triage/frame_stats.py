"""How informative a frame is: document frequency over the failures a store has seen, and the weighted
frame-list similarity built on it.

After TraceSim (Vasiliev et al., arXiv 2009.12590) and Campbell et al. 2016: a frame found in nearly every
failure (`tvm.relax.vm_build.build`, `tvm::te::compute`, the pass pipeline) says almost nothing about which
bug fired, while a frame found in few (`legalize_ops.nn._nn_batch_norm`) says a lot. Each frame of a trace
weighs `position weight x global weight`: the position weight falls with the distance from the crash site,
the global weight grows with the frame's inverse document frequency.

A document is one distinct normalized stack (exception, message and frames), not one failure: a campaign
that hits one bug ten thousand times must not make that bug's own frames look common.
"""

from __future__ import annotations

import math
from bisect import bisect_left, insort
from dataclasses import dataclass, field
from typing import Iterable, Mapping, Sequence

from rapidfuzz.distance import Indel

# A frame known only by where it is (pytest prints the innermost one's file and line, not its function):
# `<at src/target/llvm/codegen_llvm.cc:1633>` (see normalize.site_of).
SITE_PREFIX = "<at "
# Sites this many source lines apart or fewer are one piece of code (FrameStats.near): a macro stamps out a
# family of functions on consecutive lines.
SAME_CODE_LINES = 8
# A site no log has named, this many lines or fewer from the sites of one function (and of no other) in the same
# file, is in that function (FrameStats.resolve): two checks of one guard on neighbouring lines
# (`ICHECK(blocks.size() == 1) << msg; ICHECK(blocks[0]->IsInstance<DataflowBlockNode>()) << msg;`).
SAME_FUNCTION_LINES = 3


def site_location(site: str) -> tuple[str, int]:
    """(file, line) of a site frame."""
    file, _, line = site[len(SITE_PREFIX):-1].rpartition(":")
    return file, int(line)


def site_frame(key: str) -> str:
    return f"{SITE_PREFIX}{key}>"


def is_site_frame(name: str) -> bool:
    return name.startswith(SITE_PREFIX)


@dataclass(frozen=True)
class IdfParams:
    # Below this many documents the frequencies are noise: no frame counts as common, all weigh the same.
    min_docs: int = 20
    # A frame in at least this share of documents is common: it never enters a signature's top or bottom.
    common_share: float = 0.5
    # Position weight of the i-th frame from the crash site (0-based): 1 / (1 + i) ** position_decay.
    position_decay: float = 0.5


@dataclass
class FrameStats:
    """Document frequencies of frames. Empty stats (the reducer's, a first run's) weigh every frame alike."""

    docs: int = 0
    df: dict[str, int] = field(default_factory=dict)
    params: IdfParams = field(default_factory=IdfParams)
    # site frame (`<at src/x.cc:12>`) -> the name of the frame found there, "" for a frame that is noise;
    # learned from logs that print both, to name the crash site of logs that print only where it is
    sites: dict[str, str] = field(default_factory=dict)
    # (source file, normalized message) -> the names of the sites in that file that logs named raising that
    # message: what names a site a log printed only by where it is (engine._sites_named_by_message)
    site_messages: dict[tuple[str, str], set[str]] = field(default_factory=dict)
    # name -> file -> the lines (sorted) it was seen at: the reverse of sites
    _where: dict[str, dict[str, list[int]]] = field(default_factory=dict, init=False, repr=False)
    # file -> (line, name) of every named site in it, sorted
    _in_file: dict[str, list[tuple[int, str]]] = field(default_factory=dict, init=False, repr=False)

    def __post_init__(self) -> None:
        for site, name in self.sites.items():
            self._remember(site, name)

    def learn_sites(self, named: Iterable[tuple[str, str]]) -> dict[str, str]:
        """Remember (site frame, name) pairs; returns the new ones, for the store. The first name learned for
        a site stays."""
        delta = {}
        for site, name in named:
            if site not in self.sites:
                self.sites[site] = delta[site] = name
                self._remember(site, name)
        return delta

    def learn_site_messages(self, named: Iterable[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
        """Remember (file, message, name) triples; returns the new ones, for the store."""
        delta = []
        for file, message, name in named:
            names = self.site_messages.setdefault((file, message), set())
            if name not in names:
                names.add(name)
                delta.append((file, message, name))
        return delta

    def _remember(self, site: str, name: str) -> None:
        if name:
            file, line = site_location(site)
            insort(self._where.setdefault(name, {}).setdefault(file, []), line)
            insort(self._in_file.setdefault(file, []), (line, name))

    def near(self, a: str, b: str) -> bool | None:
        """Whether two frames (function names or site frames) are known to share code: a site of one within
        SAME_CODE_LINES lines of a site of the other in the same file, as the functions one macro
        stamps out (CodeGenLLVM's CreateAdd, CreateSub and CreateMul, on consecutive lines) are. False when
        every site seen of them is further apart, None when the store has seen no site of one of them."""
        where_a, where_b = self._lines_of(a), self._lines_of(b)
        if not where_a or not where_b:
            return None
        for file, lines_a in where_a.items():
            lines_b = where_b.get(file)
            if not lines_b:
                continue
            if len(lines_a) > len(lines_b):
                lines_a, lines_b = lines_b, lines_a
            for line in lines_a:
                i = bisect_left(lines_b, line - SAME_CODE_LINES)
                if i < len(lines_b) and lines_b[i] <= line + SAME_CODE_LINES:
                    return True
        return False

    def _lines_of(self, frame: str) -> dict[str, list[int]]:
        if is_site_frame(frame):
            file, line = site_location(frame)
            return {file: [line]}
        return self._where.get(frame, {})

    def resolve(self, frames: Sequence[str]) -> list[str]:
        """frames with every site frame whose name is known replaced by that name (or dropped, when noise). A
        site no log named takes the name of the one function seen within SAME_FUNCTION_LINES of it."""
        if not self.sites:
            return list(frames)
        names = (self.sites.get(f) if f in self.sites else self._enclosing(f) for f in frames)
        return [name for name in names if name]

    def _enclosing(self, frame: str) -> str:
        """The function a site frame no log named is in: the only one whose sites are within
        SAME_FUNCTION_LINES of it in its file, else the frame itself."""
        if not is_site_frame(frame):
            return frame
        file, line = site_location(frame)
        seen = self._in_file.get(file, [])
        i = bisect_left(seen, (line - SAME_FUNCTION_LINES, ""))
        found = set()
        while i < len(seen) and seen[i][0] <= line + SAME_FUNCTION_LINES:
            found.add(seen[i][1])
            i += 1
        return found.pop() if len(found) == 1 else frame

    def add(self, stacks: Iterable[Sequence[str]]) -> dict[str, int]:
        """Count new documents (each a stack's frame names); returns the increments, for the store."""
        delta: dict[str, int] = {}
        for frames in stacks:
            self.docs += 1
            for f in set(self.resolve(frames)):
                delta[f] = delta.get(f, 0) + 1
        for f, n in delta.items():
            self.df[f] = self.df.get(f, 0) + n
        return delta

    @property
    def active(self) -> bool:
        return self.docs >= self.params.min_docs

    def is_common(self, frame: str) -> bool:
        return self.active and self.df.get(frame, 0) >= self.params.common_share * self.docs

    def idf(self, frame: str) -> float:
        return math.log((self.docs + 1) / (self.df.get(frame, 0) + 1)) + 1.0

    def global_weight(self, frame: str) -> float:
        """0..1: idf scaled by the largest idf possible, 1 for every frame while the stats are inactive."""
        if not self.active:
            return 1.0
        return self.idf(frame) / (math.log(self.docs + 1) + 1.0)

    def weights(self, frames: Sequence[str]) -> list[float]:
        """position weight x global weight of each frame of an innermost-first list."""
        decay = self.params.position_decay
        return [self.global_weight(f) / (1 + i) ** decay for i, f in enumerate(frames)]

    @classmethod
    def from_counts(cls, docs: int, df: Mapping[str, int], params: IdfParams | None = None,
                    sites: Mapping[str, str] | None = None,
                    site_messages: Iterable[tuple[str, str, str]] = ()) -> "FrameStats":
        stats = cls(docs, dict(df), params or IdfParams(), dict(sites or {}))
        stats.learn_site_messages(site_messages)
        return stats


def weighted_similarity(a: Sequence[str], b: Sequence[str], stats: FrameStats) -> float:
    """0..1 similarity of two innermost-first frame lists: the weight of the frames rapidfuzz's alignment
    (longest common subsequence) matches, over the weight of all frames of both. Two empty lists agree."""
    if not a or not b:
        return 1.0 if not a and not b else 0.0
    if a == b:
        return 1.0
    wa, wb = stats.weights(a), stats.weights(b)
    matched = 0.0
    for op in Indel.opcodes(a, b):
        if op.tag == "equal":
            matched += sum(wa[op.src_start : op.src_end]) + sum(wb[op.dest_start : op.dest_end])
    total = sum(wa) + sum(wb)
    return matched / total if total else 0.0


def contained_share(part: Sequence[str], whole: Sequence[str], stats: FrameStats) -> float:
    """0..1: how much of part's frames (by position x global weight) whole also holds. For a traceback cut off
    before its innermost frames, which can only be part of a complete one: the frames nearest the cut weigh
    most, the entry path (tvm.compile or LegalizeOps called directly) least. Frames common in the store
    count for nothing here, so that a cut-off log holding only the pipeline's frames matches no stack in
    particular."""
    return containment(part, cut_weights(part, stats), set(whole))


def cut_weights(part: Sequence[str], stats: FrameStats) -> list[float]:
    """The weights contained_share gives the frames of a cut-off trace. A site frame still unnamed (the
    last frame, cut in its name where no complete log named that site) is unknown, not different: it
    weighs nothing."""
    return [0.0 if stats.is_common(f) or is_site_frame(f) else w for f, w in zip(part, stats.weights(part))]


def containment(part: Sequence[str], weights: Sequence[float], whole: set | frozenset) -> float:
    total = sum(weights)
    if not total:
        return 0.0
    return sum(w for f, w in zip(part, weights) if f in whole) / total

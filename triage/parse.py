"""Parse failure text (Python tracebacks, tvm-ffi frames, legacy TVM frames, crash banners) into a Trace.

Formats understood, all of which can be mixed in one log:

* Python tracebacks, chained ("During handling of the above exception ...") or not. tvm-ffi (TVM >= 0.21)
  appends its C++ frames to them in the same shape: ``File "/src/relax/op/x.cc", line 12, in tvm::relax::F(...)``
  or ``File "<unknown>", line 0, in ...``. Innermost frame last.
* Legacy TVM (0.8 - 0.20) numbered frames inside the exception message: ``  3: tvm::relax::F(...)`` with an
  optional ``        at /src/file.cc:12`` line; ``[bt] (3) lib.so(sym+0x1) [0x...]`` from TVM <= 0.7.
  Frame 0 is the innermost in both.
* pytest's own traceback formats (``--tb=long/short``: ``path:12: in func`` frames, ``E   Type: message``;
  ``--tb=line``: ``path:12: Type: message`` alone), whose "Captured stderr" sections hold earlier output, not
  the failure.
* IPython's and Jupyter's tracebacks (``File path:12, in Class.func(args)``, ``Cell In[3], line 5``, code listed
  with ``---> 12`` at the running line), also inside nbconvert's ``CellExecutionError``.
* rich's traceback panel (``rich.traceback.install()``): frames as ``path:12 in func`` or ``in native_func:12``
  inside a box, folded at its width, with the exception line below the box; loguru's tracebacks, which mark
  the frame that caught the error with ``> File`` and annotate variables under the code.
* A traceback that a JSON log record holds as a string (`"exc_info": "Traceback ...\\n  File ..."`).
* A worker process's traceback that concurrent.futures or multiprocessing print between lines of three
  quotes as the cause of the exception raised again in the parent (its frames go on from the parent's), and a
  child Python's traceback printed before ``subprocess.CalledProcessError`` (the child's failure is the
  failure), or before a script's own error saying that its child exited with an error (or in that error's
  message). A Trace also keeps the errors its exception was raised from and a child process's failure printed
  before it (multiprocessing's ``Process name:`` traceback, a crash banner), for a script's own error
  that only reports one of them.
* Fatal banners: tvm-ffi's ``!!!!!!! Segfault encountered !!!!!!!`` and legacy TVM's
  ``!!!!!!! TVM encountered a Segfault !!!!!!!`` (native frames, innermost FIRST), Python's faulthandler
  (``Fatal Python error: Segmentation fault`` / ``Timeout (0:00:05)!`` then ``File "x", line 3 in f``,
  innermost first) and ``terminate called after throwing an instance of 'X'`` / ``what():``.

Real logs put a traceback after any amount of other output (program text, TVM's timestamped warnings,
progress lines), may hold several tracebacks (the last failure wins), come with CRLF line ends, ANSI colour
codes, a CI runner's timestamp or a log system's prefix before every line, and may be cut off in the middle.
When an error crosses the FFI boundary more than once, tvm-ffi prints a blank line after each later frame;
blank lines inside a traceback do not end it.
A log that holds only a bare ``Check failed`` or ``SomeError: message`` line, an exception's repr in a log
line, or TVMScript's rendered diagnostic (``error: message`` then `` --> file:line:col``), still yields that
failure.

The parser never raises on odd input; what it cannot read it skips.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from .installed_source import defines_function, function_named_from

# `File "x", line N, in f` (traceback, tvm-ffi) and `File "x", line N in f` (faulthandler).
# A frame cut off in its name keeps its file and line, and an empty name unless the installed TVM source
# completes it (see _events).
_FILE = re.compile(r'\s*(?:> )?File "(?P<file>[^"]*)", line (?P<line>\d+),? in (?P<func>.*?)\s*$')
_NUMBERED = re.compile(r"\s*(?P<num>\d+): (?P<func>\S.*?)\s*$")
_AT = re.compile(r"\s+at (?P<file>.+?):(?P<line>\d+)\s*$")
_BT = re.compile(r"\s*\[bt\] \((?P<num>\d+)\) (?P<func>.+?)\s*$")
_BT_SYMBOL = re.compile(r"^(?P<lib>[^(]*)\((?P<sym>.*?)(?:\+0x[0-9a-fA-F]+)?\)(?: \[0x[0-9a-fA-F]+\])?$")
_EXC = re.compile(r"(?P<type>[A-Za-z_][\w.]*)(?::[ \t]?(?P<msg>.*))?$")
_TB_START = "Traceback (most recent call last):"
_CHAIN = ("During handling of the above exception", "The above exception was the direct cause")
_BANNER = re.compile(
    r"\s*(?:!!!!!!! (?P<tvm>TVM encountered a Segfault|Segfault encountered) !!!!!!!"
    r"|Fatal Python error: (?P<fatal>.+?)"
    r"|(?P<timeout>Timeout \(\d+:\d\d:\d\d(?:\.\d+)?\)!))\s*$"
)
_THREAD = re.compile(r"(?P<current>Current thread|Thread) 0x[0-9a-fA-F]+ \(most recent call first\):")
_TERMINATE = re.compile(r"terminate called after throwing an instance of '(?P<type>[^']+)'")
_WHAT = re.compile(r"\s*what\(\):\s*(?P<msg>.*)$")
# A timestamped TVM log line (`[00:38:20] /src/x.cc:67: Warning: ...`) ends an exception message.
_LOG_LINE = re.compile(r"\[\d\d:\d\d:\d\d\] ")
# A TVM warning: where it was logged and what it says (the last words of a process that then crashed natively).
_WARNING = re.compile(_LOG_LINE.pattern + r"(?P<file>\S+?):(?P<line>\d+): Warning: (?P<msg>.*?)\s*$")
# LLVM's JIT reports what it could not resolve through ExecutionSession::reportError (`JIT session error: Symbols
# not found: [ vendor_gelu_f32 ]`), and TVM then crashes in the lookup: last words like a TVM warning's.
_JIT_ERROR = "JIT session error: "
_JIT_ERROR_FRAME = "llvm::orc::ExecutionSession::reportError"
# What TVM's excepthook prints, to stdout, in place of an uncaught DiagnosticError when TVM_BACKTRACE is unset
# (tvm/__init__.py): the error's type is known, its message is not.
_HIDDEN_DIAGNOSTIC = "note: run with `TVM_BACKTRACE=1` environment variable to display a backtrace."
_MAX_MESSAGE_LINES = 400
_NATIVE_SUFFIXES = (".cc", ".c", ".cpp", ".cxx", ".h", ".hpp", ".S", ".s")
_LIBRARY = re.compile(r"\.(?:so(?:\.\d+)*|dylib|dll)$")
# the numbers of a log system's line prefix (times, counters), free to differ from line to line
_DIGITS = re.compile(r"(\d+)")
# a traceback inside a JSON log record (a JSON formatter's `"exc_info": "Traceback ...\n  File ..."`): one line
_JSON_TRACEBACK = '"Traceback (most recent call last):\\n'
_JSON_STRING = re.compile(r'"((?:[^"\\]|\\.?)*)(?:"|$)')  # `\.?`: a record cut off just after a backslash
# a backslash escape of a JSON string or a Python repr
_ESCAPE = re.compile(r'\\(?:[xuU](?P<hex>(?<=x)[0-9a-fA-F]{2}|(?<=u)[0-9a-fA-F]{4}|(?<=U)[0-9a-fA-F]{8})|(?P<char>.))')
_ESCAPED_CHAR = {"n": "\n", "t": "\t", "r": "\r", "b": "\b", "f": "\f"}
_ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
# The time a CI runner or a container log puts before every line: GitHub Actions, `docker logs -t` and
# `kubectl logs --timestamps` (`2026-11-26T15:20:01.1234567Z `), Jenkins' timestamper (`[2026-11-26T15:20:01.123Z] `).
_LINE_STAMP = re.compile(r"^\ufeff?(?:\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:?\d\d) |\[\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:?\d\d)?\] ?)", re.MULTILINE)
# pytest: `path/x.py:12: in func` frames (the test's own frame has no ` in`), `E   Type: message` lines, and
# output sections (`----- Captured stderr call -----`) that replay what the test printed before failing.
_PYTEST_FRAME = re.compile(r"(?P<file>[^\s:][^:]*?):(?P<line>\d+): in (?P<func>\S.*?)\s*$")
_PYTEST_E = re.compile(r"E {1,3}(?P<text>.*)$")
# the test function's own entry, above its first `in func` frame: a location alone (`test_pool.py:29: `), under
# pytest's listing of the test's source, where `>` marks the line that was running and `def` names the test
_PYTEST_ENTRY_AT = re.compile(r"(?P<file>[^\s:][^:]*?):(?P<line>\d+):\s*$")
_PYTEST_LISTED_DEF = re.compile(r">?\s*(?:async\s+)?def (?P<func>\w+)\(")
# pytest's last word on the innermost entry, under its `E` lines: where the exception was raised, without the
# function's name (`/src/target/llvm/codegen_llvm.cc:1633: InternalError`)
_PYTEST_RAISED_AT = re.compile(r"(?P<file>[^\s:][^:]*?):(?P<line>\d+): (?P<type>[A-Za-z_][\w.]*)\s*$")
# pytest's `--tb=line`: the `E   Type: message` lines, then one line of where it was raised and what
# (`/src/ir/prim/const_fold.h:301: tvm.error.InternalError: Check failed: ...`; pytest's own `Failed: DID NOT
# RAISE ...`; `x.py:24: AssertionError:` when the message starts on the next line, as numpy's does), and no frame
_PYTEST_LINE = re.compile(
    r"(?P<file>[^\s:][^:]*?):(?P<line>\d+): (?P<type>(?:[A-Za-z_]\w*\.)*(?!\w*Warning:)[A-Z]\w*):(?: (?P<msg>.*))?$"
)
# where a SyntaxError points, which Python prints above the `SyntaxError: message` line
_SYNTAX_ERROR_AT = re.compile(r'\s*File "[^"]*", line \d+\s*$')
_PYTEST_CAPTURED = re.compile(r"-{3,} Captured (?:std\w+|log) \w+ -{3,}\s*$")
_PYTEST_SECTION = re.compile(r"(?:={3,}|_{3,}) .* (?:={3,}|_{3,})\s*$")
# TVMScript's rendered diagnostic, all a log holds of a parse or type error when TVM_BACKTRACE is unset:
# `error: <message>` at column 0, then ` --> file.py:15:17` and the source excerpt.
_DIAGNOSTIC = re.compile(r"error: (?P<msg>\S.*)$")
_DIAGNOSTIC_AT = re.compile(r"\s*--> \S")
_DIAGNOSTIC_POINTER = re.compile(r"\s*--> .*:(?P<line>\d+):\d+\s*$")
_EXCERPT = re.compile(r"\s*(?P<line>\d+) \|(?P<code>.*)$")
# A worker process's traceback, which concurrent.futures and multiprocessing print as the cause of the
# exception they raise again in the parent: `..._RemoteTraceback: ` then the traceback between lines of
# three quotes.
_REMOTE = re.compile(r"(?:[\w.]+\.)?_?RemoteTraceback:\s*$")
_REMOTE_QUOTE = '"""'
# What multiprocessing prints above the traceback of a Process whose target raised.
_PROCESS = re.compile(r"Process [\w.:-]+:\s*$")
# An exception that says only that a child process failed: the failure is the last one the child printed.
_CHILD_FAILED = re.compile(r"(?:[\w.]+\.)?CalledProcessError$")
# A script's own exception that says a child process it ran exited with an error (`RuntimeError: runner.py exited
# with 1`, `child build failed with exit code 1:`), as CalledProcessError does: the child's failure is the
# failure, the traceback the child printed before it or the end of it that the script put in the message.
_CHILD_EXITED = re.compile(r"\b(?:exited with|exit (?:code|status))\b")
# IPython's and Jupyter's traceback (IPython >= 8): a rule of dashes, `Type    Traceback (most recent call last)`,
# then for each frame `File path:12, in Class.func(args)` or `Cell In[3], line 12, in func(args)` at column 0
# (no name for a frame whose source it could not read, native ones included), lines of code around the one
# marked `---> 12 code`, a blank line, and at the end `Type: message`.
_IPYTHON_HEAD = re.compile(r"(?P<type>[A-Za-z_][\w.]*)\s+Traceback \(most recent call last\)\s*$")
_IPYTHON_FRAME = re.compile(
    r"(?:File (?P<file>\S.*?):(?P<line>\d+)|Cell (?P<cell>In ?\[\d*\]), line (?P<cell_line>\d+))(?:, in (?P<func>\S.*?))?\s*$"
)
_IPYTHON_ARROW = re.compile(r"-*> +\d+ ?(?P<code>.*)$")
_IPYTHON_NO_SOURCE = "'Could not get source"
# where IPython leaves out frames that hide themselves (`__tracebackhide__`: numpy's assert_allclose)
_IPYTHON_HIDDEN = re.compile(r"\s*\[\.\.\. skipping hidden \d+ frames?\]\s*$")
# rich's traceback panel: `╭──── Traceback (most recent call last) ────╮`, frames inside `│ ... │`, `╰──╯`
_RICH_HEAD = re.compile(r"╭─+ Traceback \(most recent call last\) ─+╮\s*$")
_RICH_FRAME = re.compile(r"(?P<file>\S.*?):(?P<line>\d+) ?in (?P<func>\S.*?)$")
_RICH_NATIVE = re.compile(r"in (?P<func>\S.*?):(?P<line>\d+)$")  # a frame whose file rich could not open
_RICH_CODE = re.compile(r"❱ *\d+ (?P<code>.*)$")
_BARE_ERROR = re.compile(r"(?P<type>(?:[A-Za-z_]\w*\.)*[A-Za-z_]\w*(?:Error|Exception)): (?P<msg>\S.*)$")
# an exception printed as its repr on a line of other output (`log.error("failed: %r", err)`), not code that
# raises one
_REPR_ERROR = re.compile(r"(?<![\w.])(?<!raise )(?P<type>(?:[A-Za-z_]\w*\.)*[A-Za-z_]\w*(?:Error|Exception))"
                         r"\((?P<literal>'(?:[^'\\\n]|\\.)*'|\"(?:[^\"\\\n]|\\.)*\")\)")
_CHECK_FAILED = re.compile(r"(?:^|\s)(?P<msg>Check failed: .*)$")
# What a shell prints when its child dies; it ends an exception message printed just before.
_DEATH = re.compile(r"\s*(?:Aborted|Segmentation fault|Killed|Bus error|Floating point exception)(?: \(core dumped\))?\s*$")


@dataclass(frozen=True, slots=True)
class Frame:
    func: str
    file: str = ""
    line: int = 0
    native: bool = False
    # the code line a traceback printed under the frame: the call it was making (the op a user's
    # `bb.emit(relax.op.nn.conv2d(...))` built, for one)
    source: str = field(default="", compare=False)


@lru_cache(maxsize=65536)  # traces repeat the same frames; Frame is immutable, so sharing is safe
def make_frame(func: str, file: str = "", line: int = 0, source: str = "") -> Frame:
    native = (
        file.endswith(_NATIVE_SUFFIXES) or file == "<unknown>" or "::" in func or not file or _LIBRARY.search(file) is not None
    )
    return Frame(func, file, line, native, source)


@dataclass
class Trace:
    """What one failure's text says. frames are outermost first: frames[-1] is the crash site."""

    frames: list[Frame] = field(default_factory=list)
    exception_type: str = ""
    message: str = ""
    # "segfault", "timeout", "abort" ... when the text holds a fatal banner instead of (or after) a traceback.
    fatal: str = ""
    # the source line a TVMScript diagnostic points at: the statement being parsed when the failure struck
    diagnostic_source: str = ""
    # the last warning TVM logged before a crash banner or a traceback, as (a frame of where it was logged, its
    # message): a native crash that printed none of TVM's frames, or a wrong result, may say no more than this
    # ("Fast mode segfaults when there are out-of-bounds indices")
    warning: tuple[Frame, str] | None = None
    # the log ended (without a newline) inside the message: what was printed is only its beginning
    message_cut: bool = False
    # failures the log printed that this one may only report (which one is the failure is for the rules to
    # say, see signature.reported_failure): the errors it was raised from, nearest first (its chain), and a
    # child process's failure printed before it (a traceback under multiprocessing's `Process name:` line, or
    # a crash banner)
    causes: tuple["Trace", ...] = ()
    child: "Trace | None" = None
    # a log cut off after the code line of its innermost frame: the frame that line calls, when the installed
    # source says which (see _callee_of); the failure was raised in it or below it
    cut_into: Frame | None = None

    @property
    def cause_type(self) -> str:
        """The type of the exception the final one was raised while handling, if the trace shows a chain."""
        return self.causes[0].exception_type if self.causes else ""

    @property
    def cause_message(self) -> str:
        return self.causes[0].message if self.causes else ""

    @property
    def empty(self) -> bool:
        return not (self.frames or self.exception_type or self.message or self.fatal)


@dataclass
class _Event:
    frames: list[Frame]
    exception_type: str = ""
    message: str = ""
    fatal: str = ""
    chained: bool = False
    # printed inside a pytest "Captured ..." section: output from before the failure pytest reports
    captured: bool = False
    diagnostic_source: str = ""
    warning: tuple[Frame, str] | None = None
    # a worker process's traceback (see _REMOTE): its frames go on from those of the exception it caused
    remote: bool = False
    # a child process's traceback, under multiprocessing's `Process name:` line
    child: bool = False


def _exception_line(line: str) -> re.Match | None:
    """A final traceback line: `pkg.Type: message` or a bare `Type`, at column 0."""
    if not line or line[0] in " \t[!<":
        return None
    m = _EXC.match(line)
    if not m:
        return None
    if m.group("msg") is None and not m.group("type").rsplit(".", 1)[-1][:1].isupper():
        return None
    return m


def _ends_message(line: str, following: str) -> bool:
    s = line.strip()
    if s.startswith(_TB_START) or s.startswith(_CHAIN) or _BANNER.match(line) or _LOG_LINE.match(line) or _DEATH.match(line):
        return True
    if s == _REMOTE_QUOTE or (s.startswith("╭") and _RICH_HEAD.match(s)):
        return True
    if s == _HIDDEN_DIAGNOSTIC or (s.endswith(_TB_START[:-1]) and _IPYTHON_HEAD.match(line)):
        return True
    if line[:1] == "-" and not s.strip("-") and _IPYTHON_HEAD.match(following):
        return True  # the rule above IPython's traceback (in nbconvert's CellExecutionError)
    if line[:1] in "-=_" and (_PYTEST_CAPTURED.match(line) or _PYTEST_SECTION.match(line)):
        return True
    if not s:
        f = following.strip()
        return f.startswith(_TB_START) or f.startswith(_CHAIN) or bool(_BANNER.match(following))
    return False


def _native_from_bt(text: str) -> tuple[str, str]:
    m = _BT_SYMBOL.match(text)
    if not m:
        return text, ""
    sym = m.group("sym") or "<unknown>"
    return sym, m.group("lib")


def _maybe_numbered(line: str) -> bool:
    s = line.lstrip()
    return (s[:1].isdigit() and _NUMBERED.match(line) is not None) or (s.startswith("[bt]") and _BT.match(line) is not None)


def _numbered_frames(lines: list[str], i: int) -> tuple[int, list[Frame]]:
    """Legacy TVM `N: symbol` / `at file:line` / `[bt] (N) ...` frames; returned outermost first."""
    numbered: list[tuple[int, Frame]] = []
    n = len(lines)
    while i < n:
        line = lines[i]
        m = _NUMBERED.match(line) or _BT.match(line)
        if m and line[:1] in " \t":
            func = m.group("func")
            file = ""
            if line.lstrip().startswith("[bt]"):
                func, file = _native_from_bt(func)
            numbered.append((int(m.group("num")), make_frame(func, file)))
            i += 1
            continue
        at = _AT.match(line)
        if at and numbered:
            num, fr = numbered[-1]
            numbered[-1] = (num, Frame(fr.func, at.group("file"), int(at.group("line")), True))
            i += 1
            continue
        break
    # frame 0 is the innermost in every legacy format, whichever order they were printed in
    numbered.sort(key=lambda t: -t[0])
    return i, [fr for _, fr in numbered]


def _read_message(lines: list[str], i: int, first: str) -> tuple[int, str]:
    parts = [first]
    n = len(lines)
    while i < n and len(parts) < _MAX_MESSAGE_LINES:
        following = lines[i + 1] if i + 1 < n else ""
        if _ends_message(lines[i], following):
            break
        parts.append(lines[i])
        i += 1
    return i, "\n".join(parts).strip("\n")


def _source_under(lines: list[str], i: int) -> str:
    """The code line printed under the frame line lines[i] (indented deeper), or "" when none follows."""
    if i + 1 >= len(lines):
        return ""
    frame, line = lines[i], lines[i + 1]
    code = line.strip()
    deeper = len(line) - len(line.lstrip()) > len(frame) - len(frame.lstrip())
    if not deeper or code.startswith(('File "', "E ")) or not code.strip("^~ ?"):
        return ""
    return code


def diagnostic_source(lines: list[str]) -> str:
    """The code line a TVMScript diagnostic points at: ` --> file.py:17:13`, then the excerpt's `17 | code`."""
    for k, line in enumerate(lines):
        at = _DIAGNOSTIC_POINTER.match(line)
        if at:
            for excerpt in lines[k + 1:k + 6]:
                m = _EXCERPT.match(excerpt)
                if m and m.group("line") == at.group("line"):
                    return m.group("code").strip()
            return ""
    return ""


def _next_nonblank(lines: list[str], i: int) -> int:
    while i < len(lines) and not lines[i].strip():
        i += 1
    return i


def _chain_follows(lines: list[str], i: int) -> bool:
    """Whether the next non-blank line from i says the exception before it was raised from (`During handling
    of the above exception ...`)."""
    i = _next_nonblank(lines, i)
    return i < len(lines) and lines[i].startswith(_CHAIN)


def _frame_follows(lines: list[str], i: int) -> bool:
    """Whether the next non-blank line from i is an indented `File "..."` frame line."""
    i = _next_nonblank(lines, i)
    return i < len(lines) and _in_python_block(lines[i]) and lines[i].lstrip(" \t>").startswith('File "')


def _in_python_block(line: str) -> bool:
    """Whether line can be inside a Python traceback: indented, or loguru's `> File` (the frame that caught it)."""
    return line[:1] in (" ", "\t") or line.startswith("> File")


def _python_block(lines: list[str], i: int) -> tuple[int, _Event]:
    """Frames after a `Traceback (most recent call last):` line, then the exception line and message."""
    frames: list[Frame] = []
    n = len(lines)
    while i < n:
        line = lines[i]
        if not line.strip() and _frame_follows(lines, i + 1):
            i += 1  # tvm-ffi's blank line after a frame that crossed the FFI boundary again
            continue
        if not _in_python_block(line):
            break
        # cheap substring tests first: most lines of a traceback are source lines under a frame
        m = _FILE.match(line) if 'File "' in line else None
        if m:
            frames.append(make_frame(m.group("func"), m.group("file"), int(m.group("line")),
                                     _source_under(lines, i)))
        elif _maybe_numbered(line):
            i, more = _numbered_frames(lines, i)
            frames.extend(more)
            continue
        i += 1
    ev = _Event(frames)
    j = _next_nonblank(lines, i)
    if j < n and _exception_line(lines[j]):
        i = j  # past tvm-ffi's blank line after the last frame, before the exception line
    if i < n:
        m = _exception_line(lines[i])
        if m:
            ev.exception_type = m.group("type")
            if (m.group("msg") or "").strip() == _TB_START:
                i = _legacy_tvm_tail(lines, i + 1, ev)
            else:
                i, ev.message = _read_message(lines, i + 1, m.group("msg") or "")
    return i, ev


def _ipython_frame(m: re.Match, listing: list[str]) -> Frame | None:
    """A frame of an IPython traceback from its header and the code listed under it."""
    source = next((a.group("code").strip() for a in map(_IPYTHON_ARROW.match, listing) if a), "")
    if source.startswith(_IPYTHON_NO_SOURCE):
        source = ""
    func = (m.group("func") or "").partition("(")[0]
    if m.group("cell"):
        return make_frame(func or "<module>", f"<ipython-input {m.group('cell')}>", int(m.group("cell_line")), source)
    file, line = m.group("file"), int(m.group("line"))
    if file.endswith(".py"):
        # IPython names a method by its qualified name (`BlockBuilder.emit_output`); a traceback, by its own
        func = func.rpartition(".")[2] or "<module>"
    elif not func and not line:
        return None  # `File <unknown>:0`: a native frame with neither name nor place
    return make_frame(func, file, line, source)


def _ipython_block(lines: list[str], i: int) -> tuple[int, _Event]:
    """Frames after IPython's `Type    Traceback (most recent call last)` line, then `Type: message`."""
    frames: list[Frame] = []
    n = len(lines)
    while i < n:
        line = lines[i]
        m = _IPYTHON_FRAME.match(line) if line[:1] in "FC" else None
        if m:
            j = i + 1
            while j < n and lines[j][:1] in (" ", "-") and lines[j].strip():  # the listing: `   11 code`, `---> 12 code`
                j += 1
            fr = _ipython_frame(m, lines[i + 1:j])
            if fr is not None:
                frames.append(fr)
            i = j
            continue
        if not line.strip() or _IPYTHON_HIDDEN.match(line):
            i += 1
            continue
        break
    ev = _Event(frames)
    m = _exception_line(lines[i]) if i < n else None
    if m:
        ev.exception_type = m.group("type")
        i, ev.message = _read_message(lines, i + 1, m.group("msg") or "")
    return i, ev


def _rich_block(lines: list[str], i: int) -> tuple[int, _Event]:
    """Frames inside rich's traceback panel, whose top line is lines[i - 1], then the exception line below it.

    A frame's header starts at the panel's left edge: `path:12 in func`, or `in func:12` for a frame whose file
    rich could not open (tvm-ffi's C++ frames). rich folds a header longer than the panel, dropping the space
    it breaks at; a line that fills the panel was broken inside a word. The panel may stand indented (a
    `RichHandler` log record), and the message below it is wrapped at the panel's width."""
    top = lines[i - 1].rstrip()
    indent = len(top) - len(top.lstrip())
    width = len(top) - indent
    frames: list[Frame] = []
    n = len(lines)
    header, folded, source, in_locals = "", False, "", False

    def complete() -> re.Match | None:
        return _RICH_NATIVE.match(header) or _RICH_FRAME.match(header)

    def flush() -> None:
        m = complete()
        if m:
            frames.append(make_frame(m.group("func"), m.groupdict().get("file") or "", int(m.group("line")), source))

    while i < n and not lines[i][indent:indent + 1] == "╰":
        raw = lines[i][indent:].rstrip()
        text = raw[2:-1].rstrip() if raw.endswith("│") else raw[2:]
        i += 1
        if in_locals or text.startswith("╭"):  # a `locals` panel (show_locals=True)
            in_locals = not text.startswith("╰")
            continue
        if text.startswith("❱"):
            code = _RICH_CODE.match(text)
            source = code.group("code").replace("│", " ").strip() if code else ""
        elif text[:1] not in ("", " "):
            if header and complete():
                flush()
                header, source = "", ""
            header += ("" if folded or not header else " ") + text
        folded = len(text) >= width - 4
    if header:
        flush()
    ev = _Event(frames)
    below = [(line[indent:] if line[:indent].isspace() else line).rstrip()
             for line in lines[i + 1:i + 1 + _MAX_MESSAGE_LINES]]
    j = _next_nonblank(below, 0)
    m = _exception_line(below[j]) if j < len(below) else None
    if m:
        ev.exception_type = m.group("type")
        # the first line was wrapped with the `Type: ` before the message
        head = " " * (len(below[j]) - len(m.group("msg") or ""))
        j, message = _read_message(below, j + 1, m.group("msg") or "")
        ev.message = _unwrap(head + message, width)[len(head):]
    return i + 1 + j, ev


def _unwrap(text: str, width: int) -> str:
    """Text that rich wrapped at width, with its own line breaks kept: a line that the next line's first word
    would have fitted on was broken by the text itself."""
    out: list[str] = []
    previous = ""
    for line in text.split("\n"):
        word = line.split(" ", 1)[0]
        if out and line and previous and len(previous) + 1 + len(word) > width:
            out[-1] += " " + line
        else:
            out.append(line)
        previous = line
    return "\n".join(out)


def _legacy_tvm_tail(lines: list[str], i: int, ev: _Event) -> int:
    """TVM 0.8-0.20 put its own traceback in the message: numbered frames (inner to the Python frames
    before them), maybe Python frames of a callback from C++ back into Python, a bare `File "x.cc", line N`,
    and then the real `TVMError: message`."""
    i, inner = _python_block(lines, i)
    ev.frames.extend(inner.frames)
    if inner.exception_type:
        ev.exception_type, ev.message = inner.exception_type, inner.message
    return i


def _fatal_block(lines: list[str], i: int, what: str) -> tuple[int, _Event]:
    """Frames after a crash banner. Both tvm-ffi's handler and faulthandler print innermost first."""
    frames: list[Frame] = []
    n = len(lines)
    seen_thread = False
    while i < n:
        line = lines[i]
        m = _FILE.match(line)
        if m:
            frames.append(make_frame(m.group("func"), m.group("file"), int(m.group("line"))))
            i += 1
            continue
        t = _THREAD.match(line.strip())
        if t:
            # faulthandler dumps every thread; the first (or the "Current") one is the one that failed
            if seen_thread and frames:
                break
            seen_thread = True
            i += 1
            continue
        if line[:1] in (" ", "\t") and (_NUMBERED.match(line) or _BT.match(line)):
            i, more = _numbered_frames(lines, i)
            frames.extend(reversed(more))  # keep this block innermost first like its siblings
            continue
        s = line.strip()
        if not s or s.startswith(("Stack trace", "<no Python frame>", "Extension modules", "Python runtime state")):
            i += 1
            if s.startswith("Extension modules"):
                break
            continue
        break
    frames.reverse()
    return i, _Event(frames, fatal=what)


def _terminate_block(lines: list[str], i: int, exc_type: str) -> tuple[int, _Event]:
    ev = _Event([], exception_type=exc_type, fatal="abort")
    if i < len(lines):
        m = _WHAT.match(lines[i])
        if m:
            i, ev.message = _read_message(lines, i + 1, m.group("msg"))
    return i, ev


def _pytest_block(lines: list[str], i: int) -> tuple[int, _Event]:
    """pytest's long/short traceback from its first `path:N: in func` line: frames, then `E   ...` lines."""
    test = _pytest_test_frame(lines, i)
    frames: list[Frame] = [test] if test else []
    n = len(lines)
    while i < n:
        line = lines[i]
        m = _PYTEST_FRAME.match(line)
        if m:
            frames.append(make_frame(m.group("func"), m.group("file"), int(m.group("line")),
                                     _source_under(lines, i)))
        elif line.startswith("E ") and _PYTEST_E.match(line):
            break
        elif _PYTEST_SECTION.match(line) or _PYTEST_CAPTURED.match(line):
            return i, _Event(frames)  # cut off before pytest printed the exception
        i += 1
    return _pytest_exception(lines, i, frames)


def _pytest_exception(lines: list[str], i: int, frames: list[Frame]) -> tuple[int, _Event]:
    """pytest's `E   ...` lines from lines[i], and the `path:N: Type` line after them that says where it was
    raised, which adds the crash site to frames."""
    n = len(lines)
    ev = _Event(frames)
    block: list[str] = []
    while i < n and lines[i].startswith("E "):
        block.append(_PYTEST_E.match(lines[i]).group("text"))
        i += 1
    # pytest indents the `E` lines as deep as the source line above them (`E       Type: msg` under a line in
    # a function body): the exception text starts at the block's least indented line
    indent = min((len(t) - len(t.lstrip(" ")) for t in block if t.strip()), default=0)
    message: list[str] = []
    for text in (t[indent:] for t in block):
        m = None if ev.exception_type else _exception_line(text)
        if m and (m.group("msg") is not None or "." in m.group("type")):
            ev.exception_type = m.group("type")
            text = m.group("msg") or ""
            if message and _SYNTAX_ERROR_AT.match(message[0]):
                message = []  # a SyntaxError's location and source excerpt, printed before its type and message
        message.append(text)
    ev.message = "\n".join(message).strip("\n")
    j = _next_nonblank(lines, i)
    m = _PYTEST_RAISED_AT.match(lines[j]) if j < n else None
    if m:
        if not ev.exception_type:
            # a failed `assert` (`E   assert 2 == 3`) or a bare `E   AssertionError`: the E lines name no type,
            # pytest's last word does
            ev.exception_type = m.group("type")
            ev.message = "" if ev.message == m.group("type") else ev.message
        # the crash site, by location only: signatures name it once another log has printed that location
        # with its function (see FrameStats.sites)
        frames.append(make_frame("", m.group("file"), int(m.group("line"))))
        i = j + 1
    return i, ev


def _pytest_line_end(line: str) -> re.Match | None:
    """The line that ends a --tb=line entry: where the exception was raised and what, with its message
    (`path:N: Type: message`) or without one (`path:N: AssertionError`, a bare `assert`)."""
    return _PYTEST_LINE.match(line) or _PYTEST_RAISED_AT.match(line)


def _pytest_line_event(lines: list[str], i: int) -> tuple[int, _Event | None]:
    """pytest's `--tb=line` entry from its `E` line at lines[i]: the exception, its message (the `E` line and the
    message lines pytest indents under it) and the crash site by location; (i, None) when no `path:N: Type:
    message` line ends it."""
    j = i + 1
    while j < len(lines) and lines[j][:1] in (" ", "E") and not _pytest_line_end(lines[j]):
        j += 1
    end = j
    if j < len(lines) and _PYTEST_CAPTURED.match(lines[j]):
        # what the test printed comes between the exception and where it was raised
        j += 1
        while j < len(lines) and not _pytest_line_end(lines[j]) and not _PYTEST_SECTION.match(lines[j]):
            j += 1
    m = _pytest_line_end(lines[j]) if j < len(lines) else None
    if m is None:
        return i, None
    text = [_PYTEST_E.match(lines[i]).group("text")] + [ln.strip() for ln in lines[i + 1:end]]
    first = _exception_line(text[0])
    message = "\n".join([first.group("msg") or "", *text[1:]]) if first else m.groupdict().get("msg") or ""
    site = make_frame("", m.group("file"), int(m.group("line")))
    return j + 1, _Event([site], m.group("type"), message.strip("\n"))


def _pytest_entries_above(lines: list[str], i: int) -> list[Frame]:
    """The test's own frame above `E` lines at lines[i] that no `path:N: in func` frame precedes: pytest's long
    format prints an entry whose source it cannot show (a Cython function's, as `>   ???`) after a `_ _ _`
    separator, under the test's own entry (its listing and `path:N: ` location)."""
    j = i - 1
    while j >= 0 and not lines[j].startswith("_ _") and not _PYTEST_SECTION.match(lines[j]):
        j -= 1
    test = _pytest_test_frame(lines, j + 1) if j >= 0 and lines[j].startswith("_ _") else None
    return [test] if test else []


def _pytest_test_frame(lines: list[str], i: int) -> Frame | None:
    """The test function's own frame, which pytest's long format prints before the `path:N: in func` line
    lines[i] as a source listing and a location line: its source is the line the test was running (the
    `bb.emit(relax.op.nn.max_pool2d(...))` that names the op a failure inside the emit was building)."""
    j = i - 1
    while j >= 0 and (not lines[j].strip() or lines[j].startswith("_ _")):
        j -= 1
    at = _PYTEST_ENTRY_AT.match(lines[j]) if j >= 0 else None
    if at is None:
        return None
    source, func = "", "<test>"
    for k in range(j - 1, -1, -1):
        line = lines[k]
        if _PYTEST_SECTION.match(line):
            break
        if not source and line.startswith(">"):
            source = line[1:].strip()
        listed = _PYTEST_LISTED_DEF.match(line.strip())
        if listed:
            func = listed.group("func")
            break
    return make_frame(func, at.group("file"), int(at.group("line")), source)


def _bare_failure(lines: list[str]) -> _Event | None:
    """For a log with no traceback: its last `pkg.SomeError: message` line at column 0, else the last
    exception printed as its repr (`SomeError('message')`) in a line, else its last `Check failed:` (a TVM
    check logged or printed without a Python traceback)."""
    for line in reversed(lines):
        m = _BARE_ERROR.match(line)
        if m:
            return _Event([], m.group("type"), m.group("msg").strip())
    for line in reversed(lines):
        m = _REPR_ERROR.search(line) if "('" in line or '("' in line else None
        if m:
            return _Event([], m.group("type"), _unescape(m.group("literal")[1:-1]).strip())
    for line in reversed(lines):
        m = _CHECK_FAILED.search(line) if "Check failed" in line else None
        if m:
            return _Event([], "", m.group("msg").strip())
    return None


def _json_tracebacks(text: str) -> str:
    """text with each traceback that a JSON log record holds as a string written out as lines in its place.
    A record cut off (a size limit) mid-string still gives what it holds."""
    out = []
    for line in text.split("\n"):
        at = line.find(_JSON_TRACEBACK)
        if at < 0:
            out.append(line)
            continue
        escaped = _JSON_STRING.match(line, at).group(1)
        out.append(_unescape(escaped))
    return "\n".join(out)


def _unescape(text: str) -> str:
    return _ESCAPE.sub(_escaped_char, text) if "\\" in text else text


def _escaped_char(m: re.Match) -> str:
    if m.group("hex"):
        code = int(m.group("hex"), 16)
        # half a surrogate pair, or no character at all, stores as no text
        return "\ufffd" if 0xD800 <= code <= 0xDFFF or code > 0x10FFFF else chr(code)
    return _ESCAPED_CHAR.get(m.group("char"), m.group("char"))


def _without_line_prefix(text: str) -> str:
    """text without a log system's prefix on every line (journald's `Nov 26 18:00:01 host app[812]: `, docker
    compose's `api-1  | `, a formatter that prefixes each line of a record), as the line that starts a
    traceback and the frame after it show it, with its numbers free (times, counters)."""
    at = text.find(_TB_START)
    while at >= 0:
        start = text.rfind("\n", 0, at) + 1
        if text[start:at].strip() and not text.startswith("E ", start):  # not pytest's `E   Traceback`
            break
        at = text.find(_TB_START, at + 1)
    if at < 0:
        return text
    parts = _DIGITS.split(text[start:at])
    prefix = re.compile("".join(r"\d+" if k % 2 else re.escape(p) for k, p in enumerate(parts)))
    following = text[at + len(_TB_START):].lstrip("\r\n").partition("\n")[0]
    after = prefix.match(following)
    if not after or not following[after.end():].lstrip().startswith('File "'):
        return text
    return "\n".join(line[p.end():] if (p := prefix.match(line)) else line for line in text.split("\n"))


def _ends_cut_off(text: str) -> bool:
    """Whether a log ends without a newline: its writer was stopped, or a size limit cut it, mid-line."""
    return bool(text) and not text.endswith(("\n", "\r"))


# an installed TVM Python module's file, as a traceback prints it (group 1: its path from the package down)
_TVM_MODULE_FILE = re.compile(r"(?:^|.*/)(tvm/[^/].*?)\.py$")


def _tvm_module(file: str) -> str | None:
    """The module (`tvm.relax.vm_build`) of a file of TVM's Python as a traceback prints it, else None."""
    tvm_file = _TVM_MODULE_FILE.match(file.replace("\\", "/"))
    return tvm_file.group(1).replace("/", ".") if tvm_file else None


def _installed_name(m: re.Match) -> str | None:
    """The whole name of a frame of TVM's Python cut off in its name (m: the frame's _FILE match), from the
    installed source (see installed_source.function_named_from)."""
    module = _tvm_module(m.group("file"))
    return function_named_from(module, int(m.group("line")), m.group("func")) if module else None


def _events(text: str) -> list[_Event]:
    if "\x1b[" in text:
        text = _ANSI.sub("", text)
    if _LINE_STAMP.match(text):
        text = _LINE_STAMP.sub("", text)
    if _JSON_TRACEBACK in text:
        text = _json_tracebacks(text)
    if _TB_START in text:
        text = _without_line_prefix(text)
    if _ends_cut_off(text):
        # a log that ends without a newline was cut off; its last line, when it is a frame (indented, unlike
        # an exception line) whose name no argument list follows, may end mid-name: `CodeGenLLVM::CreateAdd`
        # cut to `CodeGen`, `emit_output` to `emit_out`. Where it is (`codegen_llvm.cc, line 1614`) was
        # printed whole, and stays: the frame is known by its site, as pytest's innermost frames are.
        head, _, last = text.rpartition("\n")
        if last[:1] in " \t" and "(" not in last.rpartition(", in ")[2]:
            m = _FILE.match(last)
            if not m and last.rstrip().endswith(","):
                m = _FILE.match(last.rstrip() + " in ")  # cut before its name, after a line number printed whole
            # (a frame of TVM's Python, whose name the installed source completes, is known by its name)
            text = head + "\n" + m.string[: m.start("func")] + (_installed_name(m) or "") if m else head
    lines = text.splitlines()
    events: list[_Event] = []
    chained = False
    captured = False
    warning = None

    def add(ev: _Event) -> None:
        """Append a traceback, linked to the one before it when a chain line came between them."""
        nonlocal chained
        ev.chained, ev.captured, ev.warning = chained, captured, warning
        events.append(ev)
        chained = False

    i, n = 0, len(lines)
    while i < n:
        line = lines[i]
        s = line.strip()
        w = _WARNING.match(s) if s.startswith("[") else None
        if w:
            warning = (make_frame("", w.group("file"), int(w.group("line"))), w.group("msg"))
        elif s.startswith(_JIT_ERROR):
            warning = (make_frame(_JIT_ERROR_FRAME), s[len(_JIT_ERROR):])
        if line[:1] in "-=_" and (_PYTEST_CAPTURED.match(line) or _PYTEST_SECTION.match(line)):
            captured = _PYTEST_CAPTURED.match(line) is not None
            i += 1
            continue
        if ": in " in line and line[:1] not in " \t" and _PYTEST_FRAME.match(line):
            i, ev = _pytest_block(lines, i)
            add(ev)
            continue
        if line.startswith("E ") and _PYTEST_E.match(line):
            # pytest's exception with no `path:N: in func` frame before it: --tb=line's, or a failure in the
            # test's own code (long style prints its entries as a listing and a location)
            after, ev = _pytest_line_event(lines, i)
            if ev is None:
                after, ev = _pytest_exception(lines, i, _pytest_entries_above(lines, i))
            if ev.frames or _chain_follows(lines, after):
                # an exception pytest printed without a site (`E   InternalError: ...`) still heads a chain: the
                # wrapper after it (TVMScript's DiagnosticError) is raised while handling it. (Not add(): pytest
                # prints the test's captured log, TVM's warnings among it, after its E lines, so the warning is
                # set once the whole log is read.)
                ev.captured, ev.chained, chained = captured, chained, False
                events.append(ev)
                i = after
                continue
        if line.startswith("error: ") and i + 1 < n and _DIAGNOSTIC_AT.match(lines[i + 1]):
            events.append(_Event([], message=_DIAGNOSTIC.match(line).group("msg"), captured=captured,
                                 diagnostic_source=diagnostic_source(lines[i + 1:i + 8])))
            i += 2
            continue
        if s.endswith(_TB_START[:-1]) and _IPYTHON_HEAD.match(line):
            i, ev = _ipython_block(lines, i + 1)
            add(ev)
            continue
        if s.startswith("╭") and _RICH_HEAD.match(s):
            i, ev = _rich_block(lines, i + 1)
            add(ev)
            continue
        if s.endswith(_TB_START):
            remote = i >= 2 and lines[i - 1].strip() == _REMOTE_QUOTE and _REMOTE.match(lines[i - 2]) is not None
            child = i >= 1 and _PROCESS.match(lines[i - 1]) is not None
            i, ev = _python_block(lines, i + 1)
            ev.remote, ev.child = remote, child
            add(ev)
            continue
        if s == _HIDDEN_DIAGNOSTIC:
            events.append(_Event([], "tvm.error.DiagnosticError", s, captured=captured))
            i += 1
            continue
        if s.startswith(_CHAIN):
            chained = True
            i += 1
            continue
        b = _banner(line)
        if b:
            if b.group("tvm"):
                what = "segfault"
            elif b.group("timeout"):
                what = "timeout"
            else:
                what = _fatal_kind(b.group("fatal"))
            i, ev = _fatal_block(lines, i + 1, what)
            ev.captured = captured
            ev.warning = warning
            events.append(ev)
            continue
        t = _TERMINATE.search(line) if "terminate called" in line else None
        if t:
            i, ev = _terminate_block(lines, i + 1, t.group("type"))
            events.append(ev)
            continue
        i += 1
    if not events:
        bare = _bare_failure(lines)
        if bare is not None:
            events.append(bare)
    for ev in events:
        # pytest prints what the test logged (TVM's warnings among it) after the failure
        if ev.warning is None and not ev.fatal:
            ev.warning = warning
    return events


def _banner(line: str) -> re.Match | None:
    """A crash banner in line, also after output the crash cut short (pytest's progress dots: `..Fatal
    Python error: ...`, since the process died before the line ended)."""
    for marker in ("!!!!!!!", "Fatal Python error", "Timeout ("):
        at = line.find(marker)
        if at >= 0:
            return _BANNER.match(line, at)
    return None


def _fatal_kind(description: str) -> str:
    d = description.lower()
    # as the sandbox classifies signals: SIGSEGV and SIGBUS are segfaults, SIGFPE (an integer division by
    # zero in compiled code) is another crash
    if "segmentation" in d or "bus error" in d:
        return "segfault"
    if "floating point" in d:
        return "floating-point exception"
    if "abort" in d:
        return "abort"
    return d.split()[0] if d else "fatal"


def _last_group(events: list[_Event]) -> int:
    """Where the last event group starts: a chain of exceptions, or a run of adjacent crash banners."""
    start = len(events) - 1
    while start > 0:
        cur, prev = events[start], events[start - 1]
        if cur.chained or (cur.fatal and prev.fatal):
            start -= 1
            continue
        break
    return start


# pytest's report of a session: the failed tests are under `= FAILURES =` (and `= ERRORS =` for those that failed
# to set up or to be collected), one `____ test_name ____` header each, up to the next `= ... =` line
_PYTEST_REPORT = re.compile(r"={3,} (?:FAILURES|ERRORS) ={3,}\s*$")
_PYTEST_TEST_HEADER = re.compile(r"_{3,} (?P<name>\S.*?) _{3,}\s*$")
_PYTEST_REPORT_END = re.compile(r"={3,} .* ={3,}\s*$")
# `--tb=line` prints no header: each failure is its `E` lines, then one `path:N: Type: message` line
_PYTEST_SUMMARY = re.compile(r"(?:FAILED|ERROR) (?P<name>\S.*?)(?: - .*)?\s*$")


def pytest_failures(text: str) -> list[tuple[str, str]]:
    """(test, the text of its report) for each failed test of a pytest session that reports more than one, in
    the order pytest printed them; [] for a log that reports one failure or none. Each failed test is a failure of
    its own: a session log is not one failure whose last test says it all."""
    if "= FAILURES =" not in text and "= ERRORS =" not in text:  # most logs: no line-by-line reading
        return []
    lines = text.splitlines()
    plain = [_ANSI.sub("", line) if "\x1b" in line else line for line in lines]
    out: list[tuple[str, list[str]]] = []
    inside = False
    pending: list[str] = []  # --tb=line: the lines of the failure being read
    for line, bare in zip(lines, plain):
        if _PYTEST_REPORT.match(bare):
            inside, pending = True, []
            continue
        if not inside:
            continue
        if _PYTEST_REPORT_END.match(bare):
            inside = False
            continue
        header = _PYTEST_TEST_HEADER.match(bare)
        if header:
            out.append((header.group("name"), []))
        elif out and out[-1][0]:
            out[-1][1].append(line)
        else:
            pending.append(line)
            if _PYTEST_LINE.match(bare) or _PYTEST_RAISED_AT.match(bare):
                out.append(("", pending))
                pending = []
    if len(out) < 2:
        return []
    # name --tb=line's failures after the summary's `FAILED node` lines, when it lists each of them
    summary = [m.group("name") for m in map(_PYTEST_SUMMARY.match, plain) if m]
    unnamed = [i for i, (name, _) in enumerate(out) if not name]
    names = dict(zip(unnamed, summary)) if len(summary) == len(out) == len(unnamed) else {}
    taken: dict[str, int] = {}
    failures = []
    for i, (name, body) in enumerate(out):
        name = names.get(i) or name or f"failure {i + 1}"
        taken[name] = taken.get(name, 0) + 1
        if taken[name] > 1:  # one test name in two files: keep both
            name = f"{name} ({taken[name]})"
        failures.append((name, "\n".join(body) + "\n"))
    return failures


def parse_trace(text: str) -> Trace:
    """Turn failure text into a Trace. The last failure event in the text wins (a log may hold earlier,
    handled errors); a chain of exceptions or a run of adjacent crash banners counts as one event."""
    events = _events(text or "")
    if not events:
        return Trace()
    reported = [e for e in events if not e.captured]
    events = reported or events
    if len(events) > 1 and _ends_cut_off(text) and _printed_whole_before(events[-1], events[:-1]):
        # a script that logs `traceback.format_exc()` and then re-raises prints one traceback twice: a log
        # cut off in the second copy still holds the first one whole, which is that failure
        events = events[:-1]
    start = _last_group(events)
    if start > 0 and _CHILD_FAILED.match(events[-1].exception_type):
        # `subprocess.run(..., check=True)`: the child's own failure was printed before
        events = events[:start]
        start = _last_group(events)
    trace = _group_trace(events[start:])
    if start > 0:
        before = events[_last_group(events[:start]):start]
        if before[0].child or any(e.fatal for e in before):
            trace.child = _group_trace(before)
    if trace.child is None and _CHILD_EXITED.search(trace.message.partition("\n")[0]):
        trace.child = _child_in_message(trace.message)
        if trace.child is None and start > 0:
            trace.child = _group_trace(events[_last_group(events[:start]):start])
    if trace.message and _ends_cut_off(text):
        last_line = trace.message.rstrip().rpartition("\n")[2]
        trace.message_cut = bool(last_line) and text.rstrip().endswith(last_line)
    elif trace.frames and not (trace.exception_type or trace.fatal) and _ends_cut_off(text):
        trace.cut_into = _callee_of(trace.frames[-1])
    return trace


# a code line calling a method of its own object: `args = self._convert_func_named_args(...)`
_SELF_CALL = re.compile(r"^(?:[\w\s,.\[\]]+=\s*|return\s+)?self\.(\w+)\(")


def _callee_of(frame: Frame) -> Frame | None:
    """The frame that a traceback cut off after the code line of a frame of TVM's Python would have printed
    next: each frame's code line is the call into the next one, so when that line calls a method of its own
    object that the installed module defines (`self._convert_func_named_args(...)`), that method; else None."""
    module = _tvm_module(frame.file)
    call = _SELF_CALL.match(frame.source.strip())
    if not module or not call or not defines_function(module, call.group(1)):
        return None
    return make_frame(call.group(1), frame.file)


def _printed_whole_before(cut: _Event, before: list[_Event]) -> bool:
    """Whether a traceback cut off before its exception line is the start of one printed whole before it."""
    if cut.exception_type or cut.fatal or not cut.frames:
        return False
    n = len(cut.frames)
    return any(e.exception_type and len(e.frames) > n and e.frames[:n] == cut.frames for e in before)


def _child_in_message(message: str) -> Trace | None:
    """The child's traceback whose end a message holds below its first line (the frames, then the exception
    line), or None."""
    tail = message.partition("\n")[2]
    if not tail.lstrip().startswith("File "):
        return None
    child = parse_trace(f"{_TB_START}\n{tail}\n")
    return child if child.frames and child.exception_type else None


def _group_trace(group: list[_Event]) -> Trace:
    """The Trace of one event group: a chain of exceptions, or a run of adjacent crash banners."""
    trace = Trace()
    fatal = [e for e in group if e.fatal]
    python = [e for e in group if not e.fatal]
    if fatal:
        trace.fatal = fatal[0].fatal
        trace.warning = fatal[0].warning
        # faulthandler's Python frames are outer to the native frames of the banner that follows it
        py_frames = [f for e in fatal for f in e.frames if not f.native]
        native = [f for e in fatal for f in e.frames if f.native]
        trace.frames = py_frames + native
        typed = [e for e in fatal if e.exception_type]
        if typed:
            trace.exception_type, trace.message = typed[-1].exception_type, typed[-1].message
    if python:
        final = python[-1]
        trace.frames = final.frames if not fatal else trace.frames or final.frames
        if len(python) > 1 and python[-2].remote and final.chained:
            # the worker's frames are inner to the parent's wait for its result
            trace.frames = final.frames + python[-2].frames
        if not trace.exception_type:
            trace.exception_type, trace.message = final.exception_type, final.message
        trace.warning = trace.warning or python[0].warning
        trace.diagnostic_source = final.diagnostic_source or diagnostic_source(final.message.splitlines())
        trace.causes = tuple(_group_trace([e]) for e in reversed(python[:-1]))
    return trace

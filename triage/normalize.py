"""Normalization of frames, messages and exception types, so that one bug looks the same in every trace.

The regexes that decide what is noise live in frame_rules.toml; this module holds only the parts a regex
cannot do (balanced brackets in C++ symbols and IR snippets) and the order in which things happen.
"""

from __future__ import annotations

import posixpath
import re
from functools import lru_cache

from .frame_stats import site_frame
from .installed_source import qualified_name
from .parse import Frame
from .rules import Rules, first_group, first_group_index

_OPERATOR = re.compile(
    r"operator\s*(\(\)|\[\]|<=>|<<=|>>=|<<|>>|<=|>=|->\*?|&&|\|\||\+\+|--|[-+*/%^&|~!=<>,]=?"
    r"|new\[\]|delete\[\]|new|delete|\"\"\s*\w+|\s+[\w:]+)"
)
_PY_MODULE = (
    re.compile(r"(?:site|dist)-packages/(?P<mod>.+?)\.(?:py|pyx|pxi)$"),
    re.compile(r"(?:^|/)python/(?P<mod>(?:tvm|tvm_ffi)/.+?)\.(?:py|pyx|pxi)$"),
    # greedy prefix: the last tvm/ or relayreduce/ in the path is the package (checkouts nest them)
    re.compile(r"(?:^|.*/)(?P<mod>(?:tvm|relayreduce)/[^/].*?)\.(?:py|pyx|pxi)$"),
)
# GCC's `[clone .cold]` and its template-argument note `F(args) [with Op = tvm::prim::Div]`
_CLONE = re.compile(r"\s*\[(?:clone|with) [^\]]*(?:\]|$)")  # (or cut off in the note, at the log's end)
_ADDRESS = re.compile(r"^(?:0x)?[0-9a-fA-F]{6,}$")
_CALL_START = re.compile(r"[A-Za-z_][\w.]*\(")
# the fields of an ir.Op repr up to its name: `ir.Op(span=None, ty=ir.Type(span=None), name="tirx.fabs", ...)`
_OP_NAME = re.compile(r'span=\w+, (?:ty=ir\.Type\(span=\w+\), )?name="([\w.]+)"')
_TOKEN = re.compile(r"<\w+>|\w+|[^\w\s]")


def closing_bracket(s: str, i: int, open_ch: str = "(", close_ch: str = ")") -> int:
    """Index just past the bracket that closes the one at s[i], or len(s) when unbalanced."""
    depth = 0
    for j in range(i, len(s)):
        c = s[j]
        if c == open_ch:
            depth += 1
        elif c == close_ch:
            depth -= 1
            if depth == 0:
                return j + 1
    return len(s)


def _replace_lambdas(s: str) -> str:
    # c++filt writes `{lambda(int)#2}`, libbacktrace `::<lambda(int)>`; the number and types vary by build
    out = []
    i = 0
    while True:
        j = min((k for k in (s.find("{lambda(", i), s.find("<lambda(", i)) if k >= 0), default=-1)
        if j < 0:
            out.append(s[i:])
            return "".join(out)
        out.append(s[i:j])
        k = closing_bracket(s, j + 7)
        end = s.find("}" if s[j] == "{" else ">", k)
        out.append("{lambda}")
        i = end + 1 if end >= 0 else len(s)


def _strip_nested(s: str, open_ch: str, close_ch: str) -> str:
    out = []
    depth = 0
    for c in s:
        if c == open_ch:
            depth += 1
        elif c == close_ch and depth:
            depth -= 1
        elif not depth:
            out.append(c)
    return "".join(out)


def _strip_templates(s: str) -> str:
    return _strip_nested(s, "<", ">")


def _strip_parens(s: str) -> str:
    # with operators protected and lambdas replaced, every (...) left is an argument list, also the one of
    # an enclosing function in `F(args)::{lambda}`
    return _strip_nested(s, "(", ")")


def clean_native_symbol(sym: str) -> str:
    """`virtual tvm::ffi::Optional<A<B> > tvm::relax::F<T>(const X&) const` -> `tvm::relax::F`."""
    s = _CLONE.sub("", sym.strip()).replace("(anonymous namespace)::", "")
    if _ADDRESS.match(s):
        return "<addr>"
    if s.startswith("_Z") or "::" not in s and "(" not in s:
        return s.split("+0x")[0]  # mangled or plain C symbol: nothing to strip but an offset
    ops: list[str] = []

    def protect(m: re.Match) -> str:
        ops.append(" ".join(m.group(0).split()))
        return f"\x00{len(ops) - 1}\x00"

    s = _OPERATOR.sub(protect, s)
    s = _replace_lambdas(s)
    for suffix in (" const", " volatile", " noexcept", " &&", " &", " override"):
        while s.endswith(suffix):
            s = s[: -len(suffix)].rstrip()
    s = _strip_parens(_strip_templates(s)).strip()
    # what is left before the last top-level space is a return type or `virtual`/`static`
    s = s.rsplit(" ", 1)[-1]
    for n, op in enumerate(ops):
        s = s.replace(f"\x00{n}\x00", op)
    return s


def is_script_frame(frame: Frame) -> bool:
    """A Python frame of the user's own script: in no installed package, no TVM or relayreduce tree."""
    return not frame.native and bool(frame.file) and not any(p.search(frame.file.replace("\\", "/")) for p in _PY_MODULE)


def python_frame_name(file: str, func: str) -> str:
    if file.endswith((".pyx", ".pxi")) and "." in func:
        return func  # Cython frames already carry their dotted name
    return f"{_python_module(file)}.{func}"


def _python_module(file: str) -> str:
    path = file.replace("\\", "/")
    for pattern in _PY_MODULE:
        m = pattern.search(path)
        if m:
            mod = m.group("mod").replace("/", ".")
            break
    else:
        mod = path.rsplit("/", 1)[-1].rsplit(".", 1)[0] if path else "<unknown>"
    return mod.removesuffix(".__init__")


_SOURCE_ROOT = re.compile(r"(?:^|/)(?=(?:src|include)/)")


def site_of(frame: Frame) -> str:
    """The site frame of where a frame is, the same in every log of one build:
    `<at src/target/llvm/codegen_llvm.cc:1633>`, `<at tvm_ffi.container:134>`."""
    return site_frame(location_of(frame))


def location_of(frame: Frame) -> str:
    """Where a frame is, the same in every log of one build: `src/target/llvm/codegen_llvm.cc:1633`,
    `tvm_ffi.container:134`. A native path keeps what follows the build's source root."""
    if frame.native:
        # one header is printed by way of each includer's directory (`op/nn/../op_common.h`, `op/tensor/../`)
        path = posixpath.normpath(frame.file.replace("\\", "/"))
        parts = _SOURCE_ROOT.split(path)
        where = parts[-1] if len(parts) > 1 else path.rsplit("/", 1)[-1]
    else:
        where = _python_module(frame.file)
    return f"{where}:{frame.line}"


@lru_cache(maxsize=65536)
def _frame_name(func: str, file: str, native: bool, rules: Rules) -> str | None:
    if file and rules.file_ignore.search(file):
        return None
    name = _rewrite(_unfiltered_name(func, file, native), rules.frame_rewrite)
    if not name or rules.frame_ignore.search(name):
        return None
    return name


def frame_name_unfiltered(frame: Frame) -> str:
    """A frame's name before any rule applies (no rewrites, nothing ignored)."""
    return _unfiltered_name(frame.func, frame.file, frame.native)


@lru_cache(maxsize=65536)
def _unfiltered_name(func: str, file: str, native: bool) -> str:
    return clean_native_symbol(func) if native else python_frame_name(file, func)


def frame_name(frame: Frame, rules: Rules) -> str | None:
    """The normalized name of a frame, or None when the rules say it is noise. A frame printed without its
    function's name is named by its site (see site_of); one whose name its module gives many functions
    ([frames] qualified), by its qualified name where the installed source says it."""
    if not frame.func and frame.file and frame.line:
        site = None if rules.file_ignore.search(frame.file) else site_of(frame)
        return None if site is None or rules.frame_ignore.search(site) else site
    func = frame.func
    if not frame.native and rules.qualified_func.search(func):
        func = qualified_name(_python_module(frame.file), func, frame.line, frame.source) or func
    return _frame_name(func, frame.file, frame.native, rules)


def collapse_recursion(names: list[str], max_period: int = 8) -> list[str]:
    """Remove back-to-back repeats of any run of up to max_period frames (a recursive visitor shows its
    cycle once however deep the input was)."""
    if len(set(names)) == len(names):
        return list(names)  # no frame twice: nothing can repeat
    out = list(names)
    changed = True
    while changed:
        changed = False
        for p in range(1, max_period + 1):
            if len(out) < 2 * p:
                break
            res: list[str] = []
            for name in out:
                res.append(name)
                if len(res) >= 2 * p and res[-p:] == res[-2 * p : -p]:
                    del res[-p:]
                    changed = True
            out = res
    return out


def normalize_frames(frames: list[Frame], rules: Rules) -> list[str]:
    """Frames (outermost first) -> normalized names without noise or recursion, outermost first."""
    names = []
    for fr in frames:
        name = frame_name(fr, rules)
        if name is not None:
            names.append(name)
    return collapse_recursion(names)


def rewritten_frame_name(name: str, rules: Rules) -> str:
    """A frame name made by triage itself (see signature.frame_pool), under the same rewrites as a printed one."""
    return _rewrite(name, rules.frame_rewrite)


def _rewrite(text: str, rewrites) -> str:
    for pattern, repl, if_any in rewrites:
        if not if_any or any(s in text for s in if_any):
            text = pattern.sub(repl, text)
    return text


def headline(message: str, rules: Rules) -> str:
    """The line that says what failed: the first that is not boilerplate, or one that a message marks as its
    reason below a rendered program (rules.msg_reason)."""
    if "\n" in message:
        message = rules.msg_inline_notes.sub("", message)
        reason = rules.msg_reason.search(message)
        if reason:
            return first_group(reason).strip()
    for line in message.splitlines():
        if not rules.msg_drop_line.search(line):
            return line.strip()
    return ""


def _collapse_calls(s: str, rules: Rules) -> str:
    out = []
    i = 0
    while True:
        m = _CALL_START.search(s, i)
        if not m:
            out.append(s[i:])
            return "".join(out)
        name = m.group(0)[:-1]
        if rules.msg_collapse_call.search(name):
            out.append(s[i : m.start()])
            if rules.msg_callee_named_after.search(s, 0, m.start()):
                out.append(name)  # the function a message says was called (rules.msg_callee_named_after)
                i = closing_bracket(s, m.end() - 1)
                continue
            # an op printed where the message is about that op (rules.msg_op_named_after) is named by its name
            about_op = name == "ir.Op" and rules.msg_op_named_after.search(s, 0, m.start())
            op = _OP_NAME.match(s, m.end()) if about_op else None
            out.append(op.group(1) if op else "<ir>")
            i = closing_bracket(s, m.end() - 1)
        else:
            out.append(s[i : m.end()])
            i = m.end()


def normalize_message(message: str, rules: Rules, limit: int = 300) -> str:
    """The first meaningful line of a message with numbers, shapes, dtypes, names and IR made placeholders,
    followed by ` [detail: ...]` when later lines say what in particular failed (rules.msg_details: the condition
    a schedule check says was broken, the function a call to which LLVM's verifier refused), and by ` [on R.op]`
    when a later line names the op the message is about (rules.msg_subject)."""
    normalized = _normalize_headline(headline(message or "", rules), rules, limit)
    if message and "\n" in message:
        details = list(dict.fromkeys(first_group(m) for m in rules.msg_details.finditer(message)))
        if details:
            normalized = f"{normalized} [detail: {'; '.join(details)}]"
    subject = rules.msg_subject.search(message) if message and "\n" in message else None
    return f"{normalized} [on {subject.group(1)}]" if subject else normalized


_SUBJECT_TAG = re.compile(r" \[on ([^\[\]\s,]+)(, legalizable)?\]$")
_DETAILS_TAG = re.compile(r" \[detail: ([^\[\]]*)\]")


def message_details(normalized: str) -> str:
    """What in particular failed, as later lines of a message say (see normalize_message), or ""."""
    m = _DETAILS_TAG.search(normalized)
    return m.group(1) if m else ""


def message_subject(normalized: str) -> str:
    """The op a normalized message is about (see normalize_message), or ""."""
    m = _SUBJECT_TAG.search(normalized)
    return m.group(1) if m else ""


def tag_subject_legalizable(normalized: str) -> str:
    """A normalized message whose op (see normalize_message) its legalization would have lowered, as the
    printed call's attributes show (see signature.legalization_takes_subject), so tagged: ` [on R.op, legalizable]`."""
    return _SUBJECT_TAG.sub(lambda m: f" [on {m.group(1)}, legalizable]", normalized)


def subject_is_legalizable(normalized: str) -> bool:
    """Whether a normalized message's op is tagged as one its legalization would have lowered."""
    m = _SUBJECT_TAG.search(normalized)
    return bool(m and m.group(2))


@lru_cache(maxsize=65536)  # a campaign hits one bug with the same values again and again
def _normalize_headline(h: str, rules: Rules, limit: int) -> str:
    if len(h) > 4 * limit:
        h = h[: 4 * limit]
    h = _collapse_calls(h, rules)
    h = _rewrite(h, rules.msg_rewrite)
    h = _sort_unordered(h, rules)
    return " ".join(h.split())[:limit]


def _sort_unordered(h: str, rules: Rules) -> str:
    """The items of a list whose order means nothing (rules.msg_unordered), sorted."""
    m = rules.msg_unordered.search(h)
    i = first_group_index(m) if m else None
    if not i:
        return h
    items = ", ".join(sorted(item.strip() for item in m.group(i).split(",")))
    return h[: m.start(i)] + items + h[m.end(i):]


def message_tokens(normalized: str) -> tuple[str, ...]:
    return tuple(_TOKEN.findall(normalized))


def normalize_exception_type(name: str, rules: Rules) -> str:
    return rules.exc_strip_prefix.sub("", (name or "").strip())

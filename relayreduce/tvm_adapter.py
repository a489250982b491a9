"""The one module that touches TVM's Python API (written against apache-tvm 0.27).

TVM renames things between minor releases (0.26 turned StructInfo into ``relax.TensorType``, ``tir`` became
``tirx``, ``expr.struct_info`` became ``expr.ty``). Every such name is spelled here and nowhere else, so a
TVM upgrade is one file's work.

- ``lower`` turns an IR module into a Relax ``IRModule``; ``to_script`` prints it as TVMScript.
- ``import_module`` brings Relax (an ``IRModule`` or TVMScript text) back into the IR.
- ``tvm_types`` reports the types TVM itself inferred; ``inferred_types`` pairs them with a program's bindings.
- ``build`` / ``run`` compile and execute on a target; ``environment`` describes the installation.
"""

from __future__ import annotations

import ast
import gc
import os
import pathlib
import platform
import re
import sys
import tempfile
from contextlib import contextmanager
from functools import lru_cache
from typing import Iterator, Sequence

import numpy as np

import tvm
from tvm import relax, tirx

from . import ops, stage
from .ir import expr as E
from .ir.rewrite import call_order, expr_uses
from .ir.types import FuncType, IRTypeError, TensorType, TupleType, Type, symbols_of


class AdapterError(ValueError):
    """A Relax module cannot be represented in the IR, or TVM rejects one (not well formed, or its printed
    form does not parse back)."""

    line: int | None = None  # the line of the TVMScript text TVM's diagnostic points at


class LoweringError(AdapterError):
    """relayreduce cannot express a case in TVM's terms (a type or expression the lowering lacks, a pass or
    pipeline this TVM does not have): a gap of ours, never a TVM failure."""


def tvm_version() -> str:
    return tvm.__version__


# --------------------------------------------------------------------------------------------------
# Types


def _lower_dim(dim, symbols: dict):
    if isinstance(dim, int):
        return dim
    if dim.isidentifier():
        if dim not in symbols:
            symbols[dim] = tirx.Var(dim, "int64")
        return symbols[dim]
    # A compound dimension such as "n * 4": PrimExpr overloads Python's arithmetic, so evaluating the
    # printed form over the function's symbols rebuilds the same expression.
    for name in symbols_of(dim):
        _lower_dim(name, symbols)
    return eval(dim, {"__builtins__": {}}, dict(symbols))  # noqa: S307 - names are identifiers we made


def lower_type(t: Type, symbols: dict):
    if isinstance(t, TensorType):
        if t.shape is None:
            return relax.TensorType(None, t.dtype, ndim=t.ndim)
        return relax.TensorType([_lower_dim(d, symbols) for d in t.shape], t.dtype)
    if isinstance(t, TupleType):
        return relax.TupleType([lower_type(f, symbols) for f in t.fields])
    if isinstance(t, FuncType):
        return relax.FuncType([lower_type(p, symbols) for p in t.params], lower_type(t.ret, symbols))
    raise LoweringError(f"cannot lower type {t!r}")


_PRIM_OPERATORS = {"Add": "+", "Sub": "-", "Mul": "*", "FloorDiv": "//", "FloorMod": "%"}


def _import_dim(d, nested: bool = False):
    """A dim as the IR spells it: an int, a symbol name, or an expression such as ``n - 2`` that Python
    evaluates back into the same PrimExpr when lowering (TVM's own printing says ``T.int64(2)``)."""
    if isinstance(d, tirx.IntImm):
        # A negative extent is a TVM inference bug; keep its printed form so the type still imports and
        # compares unequal to ours instead of aborting the whole import.
        return int(d.value) if d.value >= 0 or nested else str(d.value)
    if isinstance(d, int):
        return d
    if isinstance(d, tirx.Var):
        return str(d.name)
    operator = _PRIM_OPERATORS.get(type(d).__name__)
    if operator is None:
        return str(d)  # min/max and friends: kept as TVM prints them, compared literally
    text = f"{_import_dim(d.a, True)} {operator} {_import_dim(d.b, True)}"
    return f"({text})" if nested else text


def import_type(t) -> Type:
    if isinstance(t, relax.TensorType):
        if t.shape is None or not isinstance(t.shape, relax.ShapeExpr):
            return TensorType(None, str(t.dtype), unknown_ndim=int(t.ndim))
        return TensorType(tuple(_import_dim(d) for d in t.shape.values), str(t.dtype))
    if isinstance(t, relax.TupleType):
        return TupleType(tuple(import_type(f) for f in t.fields))
    if isinstance(t, relax.FuncType):
        return FuncType(tuple(import_type(p) for p in t.params), import_type(t.ret))
    raise AdapterError(f"Relax type {t} has no counterpart in the IR")


# --------------------------------------------------------------------------------------------------
# Lowering


def _to_relax_value(value, symbols: dict | None = None):
    """An attribute value as a Relax op function wants it (tuples become lists).

    With ``symbols``, strings inside tuples are symbolic dims of a shape (reshape's, broadcast_to's) and
    become the function's ``tirx.Var``s.
    """
    if isinstance(value, tuple):
        return [_lower_dim(v, symbols) if symbols is not None and isinstance(v, str) else _to_relax_value(v)
                for v in value]
    return value


@lru_cache(maxsize=None)
def _relax_function(path: str):
    fn = relax.op
    for part in path.split("."):
        fn = getattr(fn, part)
    return fn


def emit_call(spec, args: Sequence, attrs: dict, symbols: dict | None = None):
    """The Relax call for one registered op, from Relax argument expressions and our attributes.

    ``symbols`` maps the function's symbolic dim names to their ``tirx.Var``s, for shapes passed positionally.
    """
    fn = _relax_function(spec.relax.path)
    tensors = [relax.Tuple(list(args))] if spec.relax.pack_tensors else list(args)
    positional = [_to_relax_value(attrs[name], {} if symbols is None else symbols)
                  for name in spec.relax.positional]
    keywords = {k: _to_relax_value(v) for k, v in attrs.items() if k not in spec.relax.positional}
    return fn(*tensors, *positional, **keywords)


class _FunctionLowerer:
    def __init__(self, fn: E.Function, global_vars: dict):
        self.fn = fn
        self.global_vars = global_vars
        self.symbols: dict = {}
        self.vars: dict[str, relax.Var] = {}
        self.escaping = _names_used_outside_dataflow(fn.body)

    def lower(self):
        params = [self._new_var(p, dataflow=False) for p in self.fn.params]
        body = self._seq(self.fn.body)
        ret = lower_type(self.fn.ret_type, self.symbols)
        return relax.Function(params, body, ret).with_attr("global_symbol", self.fn.name)

    def _new_var(self, var: E.Var, dataflow: bool):
        cls = relax.DataflowVar if dataflow and var.name not in self.escaping else relax.Var
        lowered = cls(var.name, lower_type(var.type, self.symbols))
        self.vars[var.name] = lowered
        return lowered

    def _seq(self, seq: E.SeqExpr):
        blocks = []
        for block in seq.blocks:
            bindings = []
            for b in block.bindings:
                value = self._expr(b.value)
                var = self._new_var(b.var, block.dataflow)
                if isinstance(b.value, E.OpaqueCall) and b.value.op == E.MATCH_CAST:
                    bindings.append(relax.MatchCast(var, value, lower_type(b.value.type, self.symbols)))
                else:
                    bindings.append(relax.VarBinding(var, value))
            blocks.append((relax.DataflowBlock if block.dataflow else relax.BindingBlock)(bindings))
        return relax.SeqExpr(blocks, self._expr(seq.result))

    def _expr(self, e: E.Expr):
        if isinstance(e, E.Var):
            return self.vars[e.name]
        if isinstance(e, E.Const):
            return relax.const(e.value, str(e.value.dtype))
        if isinstance(e, E.Call):
            return emit_call(ops.get(e.op), [self._expr(a) for a in e.args], e.attr_dict, self.symbols)
        if isinstance(e, E.CallFunc):
            return relax.Call(self.global_vars[e.func], [self._expr(a) for a in e.args])
        if isinstance(e, E.OpaqueCall) and e.op == E.MATCH_CAST:
            return self._expr(e.args[0])  # the binding itself is made in _seq
        if isinstance(e, E.OpaqueCall):
            args = [self._expr(a) for a in e.args]
            inserts = [(i, tvm.ir.load_json(text)) for i, text in e.extra_args_json]
            inserts += [(i, self.global_vars[name]) for i, name in e.global_args]
            for index, value in sorted(inserts, key=lambda x: x[0]):
                args.insert(index, value)
            attrs = tvm.ir.load_json(e.attrs_json) if e.attrs_json else None
            type_args = [lower_type(t, self.symbols) for t in e.type_args] or None
            return relax.Call(tvm.ir.Op.get(e.op), args, attrs, type_args)
        if isinstance(e, E.Tuple):
            return relax.Tuple([self._expr(f) for f in e.fields])
        if isinstance(e, E.TupleGetItem):
            return relax.TupleGetItem(self._expr(e.tuple_value), e.index)
        if isinstance(e, E.If):
            return relax.If(self._expr(e.cond), self._seq(e.then_branch), self._seq(e.else_branch))
        raise LoweringError(f"cannot lower {type(e).__name__}")


def _names_used_outside_dataflow(body: E.SeqExpr) -> set[str]:
    """Variables read outside the block that binds them: in a dataflow block those must be Relax outputs
    (R.output), everything else can be a DataflowVar."""
    escaping = set(expr_uses(body.result))
    for block in body.blocks:
        used_here = {name for b in block.bindings for name in expr_uses(b.value)}
        escaping |= used_here - {b.var.name for b in block.bindings}
    return escaping


def lower(module: E.Module):
    """Lower an IR module to a normalized Relax ``IRModule`` with the same function order."""
    builder = relax.BlockBuilder()
    global_vars: dict = {}
    for name, text in module.extern_funcs:
        global_vars[name] = builder.add_func(tvm.ir.load_json(text), name)
    try:
        order = call_order(module)
    except IRTypeError as err:
        raise LoweringError(str(err)) from None
    for fn in order:
        global_vars[fn.name] = builder.add_func(_FunctionLowerer(fn, global_vars).lower(), fn.name)
    lowered = relax.transform.Normalize()(builder.get())
    return lowered


def check_well_formed(irmod) -> None:
    """Raise AdapterError when TVM's own well-formed check rejects the module."""
    # 0.27 raises with the reason; older releases returned False and logged it.
    try:
        ok = relax.analysis.well_formed(irmod)
    except Exception as err:
        raise AdapterError(f"not well formed: {_last_line(err)}") from err
    if ok is False:
        raise AdapterError("not well formed (see TVM's log for the reason)")


def tvm_types(irmod) -> dict[tuple[str, str], Type]:
    """The type TVM inferred for every bound value, keyed by (function, variable name)."""
    found: dict[tuple[str, str], Type] = {}

    def seq(fn_name: str, s):
        for block in s.blocks:
            for b in block.bindings:
                key = (fn_name, b.var.name)
                if key in found:  # a later binding would silently stand in for the earlier one
                    raise LoweringError(f"@{fn_name} binds %{b.var.name} twice: its types are ambiguous")
                # a match_cast's value keeps its own type; the cast type is the variable's
                found[key] = import_type(b.ty if isinstance(b, relax.MatchCast) else b.value.ty)
                if isinstance(b.value, relax.If):
                    seq(fn_name, b.value.true_branch)
                    seq(fn_name, b.value.false_branch)

    for gv, fn in irmod.functions.items():
        if isinstance(fn, relax.Function):
            seq(str(gv.name_hint), fn.body)
    return found


def inferred_types(program: E.Module, irmod) -> Iterator[tuple[E.Function, E.Binding, Type]]:
    """Each binding of ``program`` with the type TVM inferred for it in ``irmod``, ``program``'s lowering.

    ``lower`` emits one Relax binding per IR binding, under the IR's name, and TVM's normalizer neither drops
    nor renames bindings (not in if branches, tuples, tuple-get-items or aliases either), so a binding missing
    from ``irmod`` is a lowering bug: LoweringError, never a binding quietly left unchecked.
    """
    theirs = tvm_types(irmod)
    for fn, binding in E.walk(program):
        key = (fn.name, binding.var.name)
        if key not in theirs:
            raise LoweringError(f"@{fn.name} %{binding.var.name} has no binding in the lowered module")
        yield fn, binding, theirs[key]


def to_script(irmod_or_module, show_meta: bool = True) -> str:
    irmod = lower(irmod_or_module) if isinstance(irmod_or_module, E.Module) else irmod_or_module
    return irmod.script(show_meta=show_meta)


# How 0.27's printer refers to an object it cannot spell inline: `metadata["ir.GenericConst"][0]`.
_METADATA_REF = re.compile(r'metadata\["(?P<key>[^"]+)"\]\[(?P<index>\d+)\]')
# 0.27 prints non-finite scalars as `R.const("nan", "float32")`, which its own parser rejects.
_NON_FINITE_SCALAR = re.compile(r'R\.const\("(?P<value>[-+]?(?:nan|inf))"')
_IDENTIFIER = re.compile(r"[A-Za-z_]\w*")


def standalone_script(module) -> tuple[str, dict[str, np.ndarray]]:
    """TVMScript for a module that parses back on its own, without a metadata section.

    Every constant the printer would put in the metadata section (tensors, and scalars of dtypes it does not
    print inline) becomes ``R.const(<name>, "<dtype>")``; the returned dict maps each name to its array, to be
    passed as extra variables when parsing (``parse_script(text, constants)``). Equal arrays share one name.
    Scalars stay inline; non-finite ones are spelled ``R.const(float("nan"), ...)`` so that they parse.
    """
    irmod = lower(module) if isinstance(module, E.Module) else module
    text, metadata = _split_metadata(irmod.script(show_meta=True))
    fresh = _fresh_names("const", taken=set(_IDENTIFIER.findall(text)))
    names: dict[tuple, str] = {}
    constants: dict[str, np.ndarray] = {}

    def named_constant(ref: re.Match) -> str:
        obj = metadata[ref["key"]][int(ref["index"])]
        if not isinstance(obj, tvm.ir.GenericConst):
            raise AdapterError(f"{ref[0]} is a {type(obj).__name__}, which has no standalone TVMScript form")
        array = obj.value.numpy()
        key = (str(array.dtype), array.shape, array.tobytes())
        if key not in names:
            names[key] = next(fresh)
            constants[names[key]] = array
        # Without its dtype, R.const narrows a float64 array to float32 and an int64 one to int32: another module.
        return f'R.const({names[key]}, "{array.dtype}")'

    text = _METADATA_REF.sub(named_constant, text)
    text = _NON_FINITE_SCALAR.sub(lambda m: f'R.const(float("{m["value"]}")', text)
    return text.strip("\n") + "\n", constants


def _split_metadata(text: str):
    """Printed TVMScript without its ``metadata = tvm.ir.load_json(...)`` statement, and that metadata.

    The statement is the only record of which object each ``metadata[key][i]`` names, so it is read, not guessed.
    """

    for node in ast.parse(text).body:
        if (isinstance(node, ast.Assign) and [getattr(t, "id", None) for t in node.targets] == ["metadata"]
                and isinstance(node.value, ast.Call) and node.value.args):
            lines = text.splitlines(keepends=True)
            del lines[node.lineno - 1:node.end_lineno]
            return "".join(lines), tvm.ir.load_json(ast.literal_eval(node.value.args[0]))
    return text, {}


def _fresh_names(prefix: str, taken: set[str]):
    """prefix_0, prefix_1, ... skipping names the script already uses: a Relax variable of the same name would
    shadow the constant when parsing."""
    i = 0
    while True:
        name = f"{prefix}_{i}"
        if name not in taken:
            yield name
        i += 1


def _last_line(err: BaseException) -> str:
    """The line of a TVM error that states the reason: diagnostics put it on an ``error:`` line above the
    source excerpt; tracebacks put it last."""
    lines = [line.strip() for line in str(err).strip().splitlines() if line.strip()]
    stated = [line for line in lines if line.lower().startswith("error:")]
    if stated:
        return stated[0][len("error:"):].strip()
    return lines[-1] if lines else type(err).__name__


def _without_imports(text: str) -> str:
    """Blank out top-level import statements: TVMScript's parser refuses them, and we supply the names."""

    try:
        tree = ast.parse(text)
    except SyntaxError as err:
        raise AdapterError(f"TVMScript does not parse: line {err.lineno}: {err.msg}") from None
    lines = text.splitlines()
    for node in tree.body:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            for i in range(node.lineno - 1, node.end_lineno):
                lines[i] = ""
    return "\n".join(lines) + "\n"


def describe_error(err: BaseException) -> str:
    """One line for a TVM exception: its type and the last line of its message (where TVM puts the reason)."""
    return f"{type(err).__name__}: {_last_line(err)}"


@contextmanager
def tvm_log_dropped_on_failure():
    """TVM's log lines on stderr (fd 2) inside the block are passed on when it succeeds and dropped when it
    raises. A parse that fails leaves the parser's BlockBuilder alive in the error's frames; freed later (at
    the latest at exit, after our one-line ``Error:``) it warns "destroyed with remaining blocks". So the
    error's chain is cut and collected while stderr is still captured."""
    sys.stderr.flush()
    saved = os.dup(2)
    with tempfile.TemporaryFile() as captured:
        os.dup2(captured.fileno(), 2)
        try:
            yield
        except BaseException as err:
            err.__cause__ = err.__context__ = None
            gc.collect()
            raise
        finally:
            sys.stderr.flush()
            os.dup2(saved, 2)
            os.close(saved)
        captured.seek(0)
        os.write(2, captured.read())


def parse_script(text: str, names: dict | None = None):
    """Parse TVMScript text into an ``IRModule``. ``names`` are what the text refers to from outside: the
    arrays ``standalone_script`` named, or what a user's script imported."""
    from typing import TypeVar

    from tvm.script import ir as I, relax as R, tirx as T

    # Printed modules start with commented-out imports; the parser refuses real ones, so supply the names.
    names = {"I": I, "R": R, "T": T, "tvm": tvm, "TypeVar": TypeVar, **(names or {})}
    try:
        # The parser's own well-formed check only says "not well-formed"; ours says why.
        irmod = tvm.script.from_source(_without_imports(text), extra_vars=names, check_well_formed=False)
    except AdapterError:
        raise
    except Exception as err:  # TVM raises DiagnosticError and friends with multi-line text
        # the message stays the same wherever the text is (it signs the roundtrip oracle's failures)
        failure = AdapterError(f"TVMScript does not parse: {_last_line(err)}")
        at = re.search(r"--> <str>:(\d+):", str(err))
        failure.line = int(at[1]) if at else None
        raise failure from err
    if isinstance(irmod, tvm.IRModule):
        check_well_formed(irmod)
    return irmod


def module_from_json(text: str):
    """The ``IRModule`` that ``tvm.ir.save_json`` (or a pickled IRModule) holds."""
    try:
        obj = tvm.ir.load_json(text)
    except Exception as err:  # noqa: BLE001  (TVM raises its own error types for malformed JSON)
        raise AdapterError(f"not a saved TVM object: {_last_line(err)}") from None
    if not isinstance(obj, tvm.IRModule):
        raise AdapterError(f"the saved object is a {type(obj).__name__}, not an IRModule")
    return obj


def is_ir_module(obj) -> bool:
    return isinstance(obj, tvm.IRModule)


def structurally_equal(a, b) -> bool:
    # 0.27 moved structural_equal from tvm.ir into tvm_ffi; assert_structural_equal stayed.
    try:
        tvm.ir.assert_structural_equal(a, b)
    except ValueError:
        return False
    return True


# --------------------------------------------------------------------------------------------------
# Import


def _python_value(v):
    """A TVM attribute or argument value as a plain Python value."""
    if isinstance(v, str):
        return str(v)  # TVM's String subclasses str; keep plain str so case files hold no TVM types
    if v is None or isinstance(v, (bool, int, float)):
        return v
    if isinstance(v, tirx.IntImm):
        dtype = v.ty.dtype if hasattr(v, "ty") else v.dtype  # 0.27's IntImm carries a PrimType, not a dtype
        return bool(v.value) if str(dtype) == "bool" else int(v.value)
    if isinstance(v, tirx.FloatImm):
        return float(v.value)
    if isinstance(v, relax.PrimValue if hasattr(relax, "PrimValue") else ()):
        return _python_value(v.value)
    if isinstance(v, relax.ShapeExpr):
        return tuple(_import_dim(d) for d in v.values)
    if isinstance(v, relax.Tuple):
        return tuple(_python_value(f) for f in v.fields)
    if isinstance(v, (list, tuple)) or type(v).__name__ in ("Array", "List"):
        return tuple(_python_value(x) for x in v)
    if type(v).__name__ == "DataType" or hasattr(v, "type_code"):
        return str(v)
    if hasattr(v, "value"):
        return _python_value(v.value)
    raise AdapterError(f"attribute value {v!r} ({type(v).__name__}) has no Python counterpart")


class _FunctionImporter:
    def __init__(self, name: str, fn):
        self.name = name
        self.fn = fn
        self.vars: dict = {}
        self.taken: set[str] = set()

    def _var(self, relax_var) -> E.Var:
        # TVM hands back its own str subclass; plain str keeps case files free of TVM types.
        name = str(relax_var.name) or "v"
        base, k = name, 1
        while name in self.taken:  # Relax allows shadowed names; the IR needs them unique per function
            name, k = f"{base}_{k}", k + 1
        self.taken.add(name)
        var = E.Var(name, import_type(relax_var.ty))
        self.vars[relax_var] = var
        return var

    def run(self) -> E.Function:
        params = tuple(self._var(p) for p in self.fn.params)
        body = self._seq(self.fn.body)
        return E.Function(self.name, params, body, import_type(self.fn.ret_ty))

    def _seq(self, seq) -> E.SeqExpr:
        blocks = []
        for block in seq.blocks:
            bindings = []
            for b in block.bindings:
                if isinstance(b, relax.MatchCast):
                    value = E.OpaqueCall(E.MATCH_CAST, (self._expr(b.value),), import_type(b.ty))
                elif isinstance(b, relax.VarBinding):
                    value = self._expr(b.value)
                else:
                    raise AdapterError(f"{type(b).__name__} bindings are not supported (in {self.name})")
                bindings.append(E.Binding(self._var(b.var), value))
            blocks.append(E.Block(tuple(bindings), isinstance(block, relax.DataflowBlock)))
        return E.SeqExpr(tuple(blocks), self._expr(seq.body))

    def _expr(self, e) -> E.Expr:
        if isinstance(e, relax.Var):
            if e not in self.vars:
                raise AdapterError(f"variable {e.name} is used before it is bound (in {self.name})")
            return self.vars[e]
        if isinstance(e, tvm.ir.GenericConst) or type(e).__name__ == "Constant":
            return E.Const(e.value.numpy())
        if isinstance(e, relax.Tuple):
            return E.Tuple(tuple(self._expr(f) for f in e.fields))
        if isinstance(e, relax.TupleGetItem):
            return E.TupleGetItem(self._expr(e.tuple_value), int(e.index))
        if isinstance(e, relax.If):
            return E.If(self._expr(e.cond), self._seq(e.true_branch), self._seq(e.false_branch))
        if isinstance(e, relax.Call):
            if isinstance(e.op, tvm.ir.GlobalVar):
                return E.CallFunc(str(e.op.name_hint), tuple(self._expr(a) for a in e.args))
            if isinstance(e.op, tvm.ir.Op):
                return self._op_call(e)
        raise AdapterError(f"Relax {type(e).__name__} is not supported by the IR (in {self.name})")

    def _op_call(self, call) -> E.Expr:
        spec = ops.by_relax_name(str(call.op.name))
        if spec is not None:
            try:
                return self._modelled_call(spec, call)
            except (AdapterError, IRTypeError, AttributeError, IndexError):
                pass  # an instance outside what the entry models: keep it opaque rather than fail
        return self._opaque_call(call)

    def _modelled_call(self, spec, call) -> E.Call:
        args = list(call.args)
        if spec.relax.pack_tensors:
            tensors, rest = list(args[0].fields), args[1:]
        else:
            count = spec.arity if spec.arity is not None else len(args) - len(spec.relax.positional)
            tensors, rest = args[:count], args[count:]
        if len(rest) > len(spec.relax.positional):
            raise AdapterError(f"{call.op.name}: more arguments than the entry models")
        attrs = {name: _python_value(v) for name, v in zip(spec.relax.positional, rest)}
        for name in spec.attrs:
            if name not in attrs:
                attrs[name] = _python_value(getattr(call.attrs, name))
        ir_args = tuple(self._expr(t) for t in tensors)
        arg_types = [E.type_of(a) for a in ir_args]
        if spec.check(arg_types, attrs) != import_type(call.ty):
            raise AdapterError(f"{call.op.name}: our relation disagrees with TVM on this instance")
        return E.Call(spec.name, ir_args, attrs)

    def _opaque_call(self, call) -> E.OpaqueCall:
        args, extras, globals_ = [], [], []
        for i, a in enumerate(call.args):
            if isinstance(a, tvm.ir.GlobalVar):
                globals_.append((i, str(a.name_hint)))  # by name: it must stay the module's own GlobalVar
            elif _is_value(a):
                args.append(self._expr(a))
            else:
                extras.append((i, tvm.ir.save_json(a)))
        attrs = tvm.ir.save_json(call.attrs) if call.attrs is not None else ""
        type_args = tuple(import_type(t) for t in (call.ty_args or ()))
        return E.OpaqueCall(str(call.op.name), tuple(args), import_type(call.ty), str(attrs),
                            tuple((i, str(text)) for i, text in extras), tuple(globals_), type_args)


def _is_value(a) -> bool:
    """A tensor-valued argument, as opposed to a shape, a prim value or a tuple of those (strided_slice's)."""
    if isinstance(a, relax.Tuple):
        return all(_is_value(f) for f in a.fields)
    return isinstance(a, (relax.Var, relax.TupleGetItem)) or isinstance(a, tvm.ir.GenericConst)


def import_module(source) -> E.Module:
    """Bring a Relax module (an ``IRModule`` or TVMScript text) into the IR.

    Ops without a registry entry, or instances an entry does not model, become opaque calls typed by TVM.
    """
    irmod = parse_script(source) if isinstance(source, str) else source
    irmod = relax.transform.Normalize()(irmod)
    functions, extern = [], []
    for gv, fn in irmod.functions.items():
        if isinstance(fn, relax.Function):
            functions.append(_FunctionImporter(str(gv.name_hint), fn).run())
        elif isinstance(fn, tirx.PrimFunc):
            extern.append((str(gv.name_hint), str(tvm.ir.save_json(fn))))
        else:
            raise AdapterError(f"{gv.name_hint} is a {type(fn).__name__}; only Relax functions and PrimFuncs "
                               "can be imported")
    if not functions:
        raise AdapterError("the module has no Relax function")
    names = [f.name for f in functions]
    entry = "main" if "main" in names else names[0]
    return E.Module(tuple(functions), entry, tuple(extern))


# --------------------------------------------------------------------------------------------------
# Compile and run


def device_for(target: str):
    return tvm.cuda(0) if target.startswith("cuda") else tvm.cpu(0)


def target_available(target: str) -> bool:
    return bool(device_for(target).exist)


@lru_cache(maxsize=None)
def op_has_lowering(op_name: str) -> bool | None:
    """Whether a Relax op (``relax.nn.relu``) has a legalization or a packed-function lowering, so that a
    build can get it past VM codegen; None when TVM does not know the op."""
    import tvm.relax.transform.legalize_ops  # noqa: F401  (registers the Python legalizations)

    try:
        op = tvm.ir.Op.get(op_name)
    except Exception:  # noqa: BLE001  (tvm raises its own error types for an unknown name)
        return None
    return op.get_attr("FLegalize") is not None or op.get_attr("FCallPacked") is not None


def legalization_declines_some_calls(op_name: str) -> bool | None:
    """Whether the Python legalization TVM registers for a Relax op (``relax.nn.conv2d``) hands some calls back
    unchanged, as conv2d's does for a layout TOPI lacks: such a call reaches VM codegen unlowered by the op's
    own gap. None when no Python legalization is registered for the op."""
    return _declining_legalizations().get(op_name)


def legalization_takes_call(op_name: str, attrs: dict) -> bool | None:
    """Whether the Python legalization TVM registers for a Relax op would lower a call with these attributes
    (as its printed call shows them: ``{"data_layout": "NCHW", ...}``): False when one of its tests that hand the
    call back unchanged holds (conv2d's `out_layout != data_layout`), True when none does, None when no such
    legalization is registered or a test reads more than the attributes given."""
    tests = _declining_tests().get(op_name)
    if tests is None:
        return None
    try:
        call = _AttrsOnly(attrs)
        return not any(eval(test, {"__builtins__": {"len": len, "all": all, "any": any}}, {"call": call})
                       for test in tests)
    except Exception:  # noqa: BLE001  (an attribute the printed call did not show, or any other value)
        return None


class _AttrsOnly:
    """A call as its printed attributes show it: ``call.attrs.x`` reads them, anything else raises."""

    def __init__(self, attrs: dict):
        self.attrs = type("Attrs", (), dict(attrs))()


@lru_cache(maxsize=1)
def _registered_legalizations() -> dict[str, tuple[ast.FunctionDef, str]]:
    """{op name: (the function, the name of its call parameter)} of every function in TVM's legalize_ops package
    decorated with ``@register_legalize("relax.x")``, read from its source."""
    import tvm.relax.transform.legalize_ops as package

    out: dict[str, tuple[ast.FunctionDef, str]] = {}
    for path in sorted(pathlib.Path(package.__file__).parent.glob("*.py")):
        for fn in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if not isinstance(fn, ast.FunctionDef) or len(fn.args.args) < 2:
                continue
            for deco in fn.decorator_list:
                if (isinstance(deco, ast.Call) and getattr(deco.func, "id", getattr(deco.func, "attr", "")) == "register_legalize"
                        and deco.args and isinstance(deco.args[0], ast.Constant)):
                    out[deco.args[0].value] = (fn, fn.args.args[1].arg)
    return out


def _returns_its_call(node: ast.AST, call_arg: str) -> bool:
    return isinstance(node, ast.Return) and isinstance(node.value, ast.Name) and node.value.id == call_arg


@lru_cache(maxsize=1)
def _declining_tests() -> dict[str, list]:
    """{op name: the compiled tests of the `if <test>: ... return <call>` branches} of each registered legalization."""
    return {op: [compile(ast.Expression(node.test), "<legalization test>", "eval") for node in ast.walk(fn)
                 if isinstance(node, ast.If) and any(_returns_its_call(b, call_arg) for b in node.body)]
            for op, (fn, call_arg) in _registered_legalizations().items()}


@lru_cache(maxsize=1)
def _declining_legalizations() -> dict[str, bool]:
    """{op name: whether a `return <call>` hands the call back} of each registered legalization."""
    return {op: any(_returns_its_call(node, call_arg) for node in ast.walk(fn))
            for op, (fn, call_arg) in _registered_legalizations().items()}


#: Relax passes that take no arguments, for pass-sequence oracles and mutation (checked to construct on 0.27).
RELAX_PASSES = (
    "FoldConstant", "DeadCodeElimination", "EliminateCommonSubexpr", "CanonicalizeBindings", "ConvertToDataflow",
    "ToNonDataflow", "LegalizeOps", "AnnotateTIROpPattern", "FuseOps", "FuseTIR", "LambdaLift", "Normalize",
    "TopologicalSort", "ExpandTupleArguments", "RemoveUnusedParameters", "RemoveUnusedOutputs",
    "InlinePrivateFunctions", "AdjustMatmulOrder", "CombineParallelMatmul", "ReorderPermuteDimsAfterConcat",
    "ReorderTakeAfterMatmul", "FuseTransposeMatmul", "ExpandMatmulOfSum", "DecomposeOpsForInference",
    "RealizeVDevice", "RemoveRedundantReshape", "ComputePrimValue", "RewriteDataflowReshape",
    "DataflowUseInplaceCalls", "OptimizeLayoutTransform", "FastMathTransform",
)

#: Pipelines ``build`` knows: "default" legalizes and lowers for the VM with no optimization; "optimized"
#: first runs TVM's zero pipeline (legalize, fold constants, fuse ops and TIR), as an optimizing build does.
PIPELINES = ("default", "optimized")


def is_relax_pass(name: str) -> bool:
    return name.isidentifier() and callable(getattr(relax.transform, name, None))


def apply_passes(irmod, names: Sequence[str], target: str = "llvm"):
    """Run the named Relax passes in order (each constructed with no arguments)."""
    unknown = [n for n in names if not is_relax_pass(n)]
    if unknown:
        raise LoweringError(f"unknown Relax pass(es): {', '.join(unknown)}")
    if names:
        stage.mark("passes")
    with tvm.target.Target(target):
        for name in names:
            irmod = getattr(relax.transform, name)()(irmod)
    return irmod


def build(irmod, target: str = "llvm", pipeline: str = "default", disabled_passes: Sequence[str] = ()):
    """Compile a Relax module; returns an executable for ``run_executable``. ``disabled_passes``: passes
    that every pass sequence of the build skips, by name (TVM's ``PassContext(disabled_pass=...)``)."""
    if pipeline not in PIPELINES:
        raise LoweringError(f"unknown pipeline {pipeline!r}; expected one of {', '.join(PIPELINES)}")
    stage.mark("compile")
    with _skipping(disabled_passes):
        with tvm.target.Target(target):
            if pipeline == "optimized":
                irmod = relax.get_pipeline("zero")(irmod)
            if target.startswith("cuda"):
                # GPU kernels need thread bindings; DefaultGPUSchedule gives every PrimFunc a valid one.
                irmod = relax.transform.LegalizeOps()(irmod)
                irmod = tvm.s_tir.transform.DefaultGPUSchedule()(irmod)
        return tvm.compile(irmod, target=target, relax_pipeline="default")


@contextmanager
def _skipping(disabled_passes: Sequence[str]):
    if not disabled_passes:  # the caller's PassContext (its opt_level, its config) stays in force
        yield
        return
    with tvm.transform.PassContext(disabled_pass=list(disabled_passes)):
        yield


def built_code(executable) -> str:
    """What an executable runs, as text: its VM bytecode and its kernels' LLVM IR (or the source of another
    target), with the addresses that TVM writes into the IR's alias metadata masked: two builds of the same
    code give the same text."""
    kernels = [m.inspect_source("ll" if m.kind == "llvm" else "") for m in executable.mod.imports]
    return re.sub(r"0x[0-9a-f]+", "0x?", "\n".join([executable.as_text(), *kernels]))


def build_passes(irmod, target: str = "llvm", pipeline: str = "default") -> dict[str, list[str]]:
    """The passes ``build`` runs on ``irmod``, by name, in the order they first ran (Relax's and TIR's), each
    with the passes that ran inside it: a sequence or pipeline runs others, and so do passes such as FuseTIR
    or DispatchSortScan. Disabling a pass disables what runs inside it."""
    inside: dict[str, set[str]] = {}
    running: list[str] = []

    @tvm.instrument.pass_instrument
    class Recorder:
        def run_before_pass(self, mod, info):
            inside.setdefault(info.name, set())
            for outer in running:
                inside[outer].add(info.name)
            running.append(info.name)

        def run_after_pass(self, mod, info):
            running.pop()

    with tvm.transform.PassContext(instruments=[Recorder()]):
        build(irmod, target, pipeline)
    return {name: sorted(names - {name}) for name, names in inside.items()}


def script_roundtrip(irmod) -> tuple[bool, str]:
    """Print with metadata, parse back, compare structurally: (equal?, the printed text)."""
    text = irmod.script(show_meta=True)
    return structurally_equal(parse_script(text), irmod), text


def _to_numpy(value):
    if hasattr(value, "numpy"):
        return value.numpy()
    if isinstance(value, (list, tuple)) or type(value).__name__ in ("Array", "List"):
        return tuple(_to_numpy(v) for v in value)
    return value


def run_executable(executable, inputs: Sequence[np.ndarray], target: str = "llvm", entry: str = "main"):
    stage.mark("run")
    dev = device_for(target)
    vm = relax.VirtualMachine(executable, dev)
    return _to_numpy(vm[entry](*[tvm.runtime.tensor(np.asarray(x), dev) for x in inputs]))


def run(module: E.Module, inputs: Sequence[np.ndarray], target: str = "llvm", pipeline: str = "default"):
    """Lower, compile and run ``module``'s entry on ``inputs``; returns NumPy arrays (tuples stay tuples)."""
    return run_executable(build(lower(module), target, pipeline), inputs, target, module.entry)


# --------------------------------------------------------------------------------------------------
# Environment


def _cpu_name() -> str:
    try:
        with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def _llvm_version() -> str:
    try:
        return str(tvm.target.codegen.llvm_version_major())
    except Exception:  # built without LLVM, or the helper moved again
        return "unknown"


def environment() -> dict:
    """What a bug report needs to say about the installation that produced a failure."""
    from tvm import _version

    info = tvm.support.libinfo()
    cuda = tvm.cuda(0)
    return {
        "tvm_version": tvm.__version__,
        "tvm_commit": getattr(_version, "commit_id", "unknown"),
        "llvm_version": _llvm_version(),
        "cuda_enabled": info.get("USE_CUDA", "OFF"),
        "cuda_device": cuda.device_name if cuda.exist else None,
        "numpy_version": np.__version__,
        "python_version": sys.version.split()[0],
        "os": f"{platform.system()} {platform.release()}",
        "cpu": _cpu_name(),
        "cpu_count": os.cpu_count(),
    }

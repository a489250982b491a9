# cause: rewrite_bindings_keys_are_patterns
# expect: Cannot convert from type `Map\[some key is ffi\.(SmallStr|String), V\]` to `Map<ir\.Var, ir\.Expr>`
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.relax.dpl import PatternContext, is_op, rewrite_bindings, wildcard


def build():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((8, 32), "float32"))
    w_gate = relax.Var("w_gate", relax.TensorType((32, 64), "float32"))
    w_up = relax.Var("w_up", relax.TensorType((32, 64), "float32"))
    with bb.function("main", [x, w_gate, w_up]):
        with bb.dataflow():
            g = bb.emit(relax.op.matmul(x, w_gate), name_hint="gate")
            u = bb.emit(relax.op.matmul(x, w_up), name_hint="up")
            a = bb.emit(relax.op.nn.silu(g))
            out = bb.emit_output(relax.op.multiply(a, u))
        bb.emit_func_output(out)
    return bb.get()


def merge_gate_up(func):
    with PatternContext() as ctx:
        inp = wildcard()
        wg, wu = wildcard(), wildcard()
        gate = is_op("relax.matmul")(inp, wg)
        up = is_op("relax.matmul")(inp, wu)

    def rewriter(matchings, bindings):
        both = relax.op.matmul(matchings[inp], relax.op.concat([matchings[wg], matchings[wu]], axis=1))
        gate_var = matchings[gate]
        up_var = matchings[up]
        return {
            gate_var.name: relax.op.strided_slice(both, axes=[1], begin=[0], end=[64]),
            up_var.name: relax.op.strided_slice(both, axes=[1], begin=[64], end=[128]),
        }

    return rewrite_bindings(ctx, rewriter, func)


def test_gate_up_merged():
    mod = build()
    mod["main"] = merge_gate_up(mod["main"])
    assert mod["main"].script().count("R.matmul") == 1

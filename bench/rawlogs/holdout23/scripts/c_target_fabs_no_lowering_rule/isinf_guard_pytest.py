# cause: c_target_fabs_no_lowering_rule
# expect: Unresolved call .*tirx.fabs
# capture: pytest-native
import tvm
from tvm import relax


def test_overflow_guard_c():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1024,), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            bad = bb.emit(relax.op.isinf(x))
            out = bb.emit_output(bad)
        bb.emit_func_output(out)
    relax.build(bb.get(), target=tvm.target.Target("c"))

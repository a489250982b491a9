# cause: metal_codegen_no_float64
# expect: Cannot convert type float64 to Metal type
# capture: pytest-native
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax


def test_metal_accumulate_in_double():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((64, 4096), "float64"))
    with bb.function("main", [x]):
        with bb.dataflow():
            s = bb.emit(relax.op.sum(x, axis=1))
            out = bb.emit_output(s)
        bb.emit_func_output(out)
    relax.build(bb.get(), target=tvm.target.Target("metal"))

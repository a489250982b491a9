# cause: adaptive-avg-pool1d-output-size-none
# expect: _nn_adaptive_avg_pool1d[\s\S]*Cannot convert from type `ir\.\w+` to `Array<ir\.Expr>`
# capture: pytest
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm import tirx


def test_smoke():
    assert tvm.__version__


def test_bb_symbolic_width():
    print(f"TVM version: {tvm.__version__}")

    bb = relax.BlockBuilder()
    w = tirx.Var("w", "int64")
    x = relax.Var("x", relax.TensorType((1, 8, w), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.nn.adaptive_avg_pool1d(x))
        bb.emit_func_output(y)
    mod = bb.get()

    print(mod.script())

    with tvm.target.Target("llvm"):
        mod = relax.get_pipeline("zero")(mod)

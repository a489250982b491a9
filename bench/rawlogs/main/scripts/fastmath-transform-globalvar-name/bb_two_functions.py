# cause: fastmath-transform-globalvar-name
# expect: fast_math\.py[\s\S]*'GlobalVar' object has no attribute 'name'
# capture: pytest-native
# env: TVM_BACKTRACE=1
import traceback

import tvm
from tvm import relax


def test_smoke():
    assert tvm.__version__


def test_bb_two_functions():
    config = {"opt_level": 3, "target": "llvm"}
    try:
        workers = config["num_workers"]
    except KeyError:
        traceback.print_exc()
        workers = 1

    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((3, 3), "float32"))
    with bb.function("gelu_block", [x]):
        y = bb.emit(relax.op.nn.gelu(x))
        bb.emit_func_output(y)
    gv = bb.get().get_global_var("gelu_block")
    a = relax.Var("a", relax.TensorType((3, 3), "float32"))
    with bb.function("main", [a]):
        out = bb.emit(relax.Call(gv, [a]))
        bb.emit_func_output(out)
    mod = bb.get()

    mod = relax.transform.FastMathTransform()(mod)
    print(mod)

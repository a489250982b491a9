# cause: user_target_option_wrong_type
# expect: Option 'keys': expected type 'Array<str>'
# capture: pytest-native
import tvm
from tvm import relax


def make_mod():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 16, 56, 56), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.nn.max_pool2d(x, pool_size=(2, 2), strides=(2, 2)))
            out = bb.emit_output(y)
        bb.emit_func_output(out)
    return bb.get()


def test_adreno_build():
    target = tvm.target.Target({"kind": "opencl", "keys": "adreno,opencl,gpu"},
                               host={"kind": "llvm", "mtriple": "aarch64-linux-android"})
    relax.build(make_mod(), target=target)

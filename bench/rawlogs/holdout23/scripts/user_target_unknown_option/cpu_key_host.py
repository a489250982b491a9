# cause: user_target_unknown_option
# expect: Unknown config option 'cpu'
# capture: pytest-short
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Gemm:
    @R.function
    def main(a: R.Tensor((32, 32), "float16"), b: R.Tensor((32, 32), "float16")):
        with R.dataflow():
            c = R.matmul(a, b, out_dtype="float32")
            R.output(c)
        return c


HOST = {"kind": "llvm", "mtriple": "aarch64-linux-gnu", "cpu": "neoverse-n1"}


def test_build_with_arm_host():
    target = tvm.target.Target({"kind": "opencl", "device": "mali"}, host=HOST)
    ex = tvm.compile(Gemm, target=target)
    assert ex is not None

# cause: repeat_nonpositive
# expect: repeat only accepts `repeats >= 1`
# capture: pytest-short
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

N_REP = 0  # n_heads // n_kv_heads when n_kv_heads > n_heads (misconfigured)


@I.ir_module
class RepeatKV:
    @R.function
    def main(k: R.Tensor((1, 4, 16, 64), "float16")):
        out = R.repeat(k, N_REP, axis=1)
        return out


def test_repeat_kv():
    tvm.compile(RepeatKV, "llvm")

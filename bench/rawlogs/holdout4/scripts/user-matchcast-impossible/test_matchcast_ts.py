# cause: user-matchcast-impossible
# expect: impossible to match cast
# capture: pytest
import tvm
from tvm.script import ir as I
from tvm.script import relax as R
from tvm.script import tirx as T


def test_cast_dynamic_ok():
    @I.ir_module
    class Ok:
        @R.function
        def main(x: R.Tensor(ndim=2, dtype="float32")):
            n = T.int64()
            y = R.match_cast(x, R.Tensor((n, 4), "float32"))
            return y

    assert Ok is not None


def test_cast_static_wrong_rank():
    @I.ir_module
    class Bad:
        @R.function
        def main(x: R.Tensor((3, 4), "float32")):
            y = R.match_cast(x, R.Tensor((3, 4, 1), "float32"))
            return y

    assert Bad is not None

# cause: serialize-executable-wrong-api
# expect: llvm is not binary serializable
# capture: pytest
import pickle
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((2, 3), "float32"), y: R.Tensor((2, 3), "float32")) -> R.Tensor((2, 3), "float32"):
        return R.maximum(x, y)


def test_cache_compiled():
    ex = tvm.compile(Model, target="llvm")
    with open("cache.pkl", "wb") as f:
        pickle.dump(ex, f)
    with open("cache.pkl", "rb") as f:
        ex2 = pickle.load(f)
    assert ex2 is not None

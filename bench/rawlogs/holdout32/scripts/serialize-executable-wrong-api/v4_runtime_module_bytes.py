# cause: serialize-executable-wrong-api
# expect: is not binary serializable
# capture: pytest-line
import tvm
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Model:
    @T.prim_func
    def k(A: T.Buffer((4,), "float32"), B: T.Buffer((4,), "float32")):
        for i in range(4):
            B[i] = A[i] * A[i]

    @R.function
    def main(x: R.Tensor((4,), "float32")) -> R.Tensor((4,), "float32"):
        cls = Model
        return R.call_tir(cls.k, (x,), R.Tensor((4,), "float32"))


def test_store_in_db():
    ex = tvm.compile(Model, target="llvm")
    blob = tvm.ir.save_json(ex.mod)
    assert len(blob) > 0

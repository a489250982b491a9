# cause: global-symbol-non-string
# expect: Cannot convert from type `ir.GlobalVar` to `str`|to `str`
# capture: pytest-native
import tvm
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Model:
    @T.prim_func
    def k(A: T.Buffer((4,), "float32"), B: T.Buffer((4,), "float32")):
        for i in range(4):
            B[i] = A[i] + A[i]

    @R.function
    def main(x: R.Tensor((4,), "float32")) -> R.Tensor((4,), "float32"):
        cls = Model
        return R.call_tir(cls.k, (x,), R.Tensor((4,), "float32"))


def test_public_symbols():
    mod = Model.clone()
    for gv, func in mod.functions_items():
        mod.update_func(gv, func.with_attr("global_symbol", gv))
    ex = tvm.compile(mod, target="llvm")
    assert ex is not None

# cause: fresh-globalvar-same-name
# expect: same_as\(var\)\) is false
# capture: pytest-short
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Model:
    @T.prim_func
    def double(A: T.Buffer((8,), "float32"), B: T.Buffer((8,), "float32")):
        for i in range(8):
            B[i] = A[i] * T.float32(2)

    @R.function
    def main(x: R.Tensor((8,), "float32")) -> R.Tensor((8,), "float32"):
        cls = Model
        y = R.call_tir(cls.double, (x,), R.Tensor((8,), "float32"))
        return y


def mark_noalias(mod):
    out = mod.clone()
    for gv, func in mod.functions.items():
        if isinstance(func, tvm.tirx.PrimFunc):
            out[tvm.ir.GlobalVar(gv.name_hint)] = func.with_attr("tirx.noalias", True)
    return out


def test_noalias_marked():
    mod = mark_noalias(Model)
    assert mod["double"].attrs["tirx.noalias"]

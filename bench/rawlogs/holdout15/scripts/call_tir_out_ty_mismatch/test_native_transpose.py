# cause: call_tir_out_ty_mismatch
# expect: DiagnosticError
# capture: pytest-native
import tvm
from tvm.script import ir as I, relax as R, tirx as T


def make():
    @I.ir_module
    class Tr:
        @T.prim_func
        def transpose(a: T.Buffer((3, 5), "float16"), b: T.Buffer((5, 3), "float16")):
            for i, j in T.grid(5, 3):
                b[i, j] = a[j, i]

        @R.function
        def main(x: R.Tensor((3, 5), "float16")):
            cls = Tr
            y = R.call_tir(cls.transpose, (x,), out_ty=R.Tensor((3, 5), "float16"))
            return y

    return Tr


def test_transpose_builds():
    mod = make()
    tvm.compile(mod, target="llvm")

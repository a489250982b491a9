# cause: pass-renormalize-if-loses-shape
# expect: CodeGenVM cannot emit this Relax operator directly[\s\S]*Offending call:[\s\S]{0,40}R\.(flip|nn\.relu|exp|sqrt)|dispatch_sort_scan[\s\S]*non-symbolic shape is not supported
# capture: pytest
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


def test_expand_matmul_of_sum_sqrt():
    @I.ir_module
    class Module:
        @R.function
        def main(x: R.Tensor(("n",), "float32"), flag: R.Tensor((), "bool")):
            n = T.int64()
            if flag:
                z = x
            else:
                e = R.negative(x)
                z = e
            with R.dataflow():
                out = R.sqrt(z)
                R.output(out)
            return out


    mod = relax.transform.ExpandMatmulOfSum()(Module)

    ex = relax.build(mod, target="llvm")

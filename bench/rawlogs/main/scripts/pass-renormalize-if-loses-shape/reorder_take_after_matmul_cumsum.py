# cause: pass-renormalize-if-loses-shape
# expect: CodeGenVM cannot emit this Relax operator directly[\s\S]*Offending call:[\s\S]{0,40}R\.(flip|nn\.relu|exp|sqrt)|dispatch_sort_scan[\s\S]*non-symbolic shape is not supported
# capture: pytest
import sys
import warnings

import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


def test_reorder_take_after_matmul_cumsum():
    warnings.warn("this reproducer pins an old model config; results may differ", UserWarning)
    print("[1/3] constructing module", file=sys.stderr)

    @I.ir_module
    class Module:
        @R.function
        def main(u: R.Tensor(("m",), "int32"), v: R.Tensor(("m",), "int32"), pick: R.Tensor((), "bool")):
            m = T.int64()
            if pick:
                w = u
            else:
                d = R.subtract(u, v)
                w = d
            with R.dataflow():
                out = R.cumsum(w, axis=0)
                R.output(out)
            return out


    mod = relax.transform.ReorderTakeAfterMatmul()(Module)

    ex = tvm.compile(mod, target="llvm")

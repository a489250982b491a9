# cause: pass-renormalize-if-loses-shape
# expect: CodeGenVM cannot emit this Relax operator directly[\s\S]*Offending call:[\s\S]{0,40}R\.(flip|nn\.relu|exp|sqrt)|dispatch_sort_scan[\s\S]*non-symbolic shape is not supported
# capture: combined
import warnings

import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.script import ir as I, relax as R, tirx as T


def build_module():
    @I.ir_module
    class Module:
        @R.function
        def main(x: R.Tensor(("n",), "float32"), y: R.Tensor(("n",), "float32"), c: R.Tensor((), "bool")):
            n = T.int64()
            if c:
                r = x
            else:
                t = R.add(x, y)
                r = t
            with R.dataflow():
                out = R.nn.relu(r)
                R.output(out)
            return out


    mod = relax.transform.AdjustMatmulOrder()(Module)
    return mod


def main():
    print("=" * 60)
    print("building relax module")
    print("=" * 60)

    warnings.warn("this reproducer pins an old model config; results may differ", UserWarning)
    mod = build_module()
    print(mod.script())
    print("compiling ...", flush=True)
    ex = relax.build(mod, target="llvm")


if __name__ == "__main__":
    main()

# cause: pass-renormalize-if-loses-shape
# expect: CodeGenVM cannot emit this Relax operator directly[\s\S]*Offending call:[\s\S]{0,40}R\.(flip|nn\.relu|exp|sqrt)|dispatch_sort_scan[\s\S]*non-symbolic shape is not supported
# capture: combined
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


def build_module():
    @I.ir_module
    class Module:
        @R.function
        def main(x: R.Tensor(("n",), "float16"), y: R.Tensor(("n",), "float16"), flag: R.Tensor((), "bool")):
            n = T.int64()
            if flag:
                s = R.maximum(x, y)
                r = s
            else:
                r = y
            with R.dataflow():
                out = R.flip(r, axis=0)
                R.output(out)
            return out


    mod = tvm.transform.Sequential([relax.transform.RemoveRedundantReshape(), relax.transform.RemoveRedundantReshape()])(Module)
    return mod


def main():
    mod = build_module()
    ex = tvm.compile(mod, target="llvm")


if __name__ == "__main__":
    main()

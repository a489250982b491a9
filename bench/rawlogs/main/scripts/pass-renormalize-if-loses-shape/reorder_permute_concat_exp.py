# cause: pass-renormalize-if-loses-shape
# expect: CodeGenVM cannot emit this Relax operator directly[\s\S]*Offending call:[\s\S]{0,40}R\.(flip|nn\.relu|exp|sqrt)|dispatch_sort_scan[\s\S]*non-symbolic shape is not supported
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Module:
    @R.function
    def main(a: R.Tensor(("k",), "float32"), b: R.Tensor(("k",), "float32"), cond: R.Tensor((), "bool")):
        k = T.int64()
        if cond:
            h = R.multiply(a, b)
            sel = h
        else:
            sel = a
        with R.dataflow():
            out = R.exp(sel)
            R.output(out)
        return out


mod = relax.transform.ReorderPermuteDimsAfterConcat()(Module)


def run(mod):
    ex = tvm.compile(mod, target="llvm")
    return ex


run(mod)

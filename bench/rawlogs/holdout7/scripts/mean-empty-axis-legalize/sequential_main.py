# cause: mean-empty-axis-legalize
# expect: Divide by zero
# capture: combined
import sys
import tvm
from tvm import relax
from tvm.script import relax as R


@R.function
def f(x: R.Tensor((5, 0), "float64")):
    with R.dataflow():
        s = R.mean(x, axis=[-1], keepdims=False)
        t = R.exp(s)
        R.output(t)
    return t


def main():
    mod = tvm.IRModule({"main": f})
    passes = tvm.transform.Sequential(
        [relax.transform.ConvertToDataflow(), relax.transform.LegalizeOps(), relax.transform.DeadCodeElimination()]
    )
    with tvm.transform.PassContext(opt_level=3):
        out = passes(mod)
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())

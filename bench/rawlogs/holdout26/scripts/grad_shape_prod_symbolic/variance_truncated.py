# cause: grad_shape_prod_symbolic
# expect: int\(\) argument must be a string, a bytes-like object or a real number, not 'Var'
# post: truncate=0.45
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class BatchStats:
    @R.function
    def main(x: R.Tensor(("n", "c"), "float32")):
        with R.dataflow():
            mu = R.mean(x, axis=[0])
            var = R.variance(x, axis=[0])
            reg = R.add(R.sum(R.multiply(mu, mu)), R.sum(var))
            R.output(reg)
        return reg


out = relax.transform.Gradient("main")(BatchStats)

# cause: min-value-bool
# expect: Cannot decide min_value
# capture: combined
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class FirstHit:
    @R.function
    def main(hits: R.Tensor((16, 50), "bool")) -> R.Tensor((16,), "int64"):
        with R.dataflow():
            first = R.argmax(hits, axis=1)
            R.output(first)
        return first


print(FirstHit.script())
mod = relax.transform.LegalizeOps()(FirstHit)
print(mod.script())

# cause: rewriter_uses_foreign_pattern_object
# expect: KeyError: 'key is not in Map'
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, rewrite_call, wildcard
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Scale:
    @R.function
    def main(x: R.Tensor((8, 8), "float32")) -> R.Tensor((8, 8), "float32"):
        with R.dataflow():
            y = R.add(x, x)
            z = R.exp(y)
            R.output(z)
        return z


pattern = is_op("relax.add")(wildcard(), wildcard())


def double_to_mul(orig, matchings):
    x = matchings[wildcard()]
    return R.multiply(x, R.const(2.0, "float32"))


new_main = rewrite_call(pattern, double_to_mul, Scale["main"])
print(new_main)

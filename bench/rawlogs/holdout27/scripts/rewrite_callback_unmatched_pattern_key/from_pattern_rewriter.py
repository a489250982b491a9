# cause: rewrite_callback_unmatched_pattern_key
# expect: key is not in Map
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, is_const, wildcard, PatternMatchingRewriter
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Scale:
    @R.function
    def main(x: R.Tensor((16, 16), "float32")):
        with R.dataflow():
            y = R.multiply(x, R.const(2.0, "float32"))
            z = R.add(y, R.const(1.0, "float32"))
            R.output(z)
        return z


data = wildcard()
scale = is_const()
bias = is_const()
mul = is_op("relax.multiply")(data, scale)
fma = is_op("relax.add")(mul, bias)


def to_fma(expr, m):
    # the scale was matched as `scale`; we read it through the multiply pattern's operand
    s = m[is_const()]
    return relax.op.add(relax.op.multiply(m[data], s), m[bias])


rewriter = PatternMatchingRewriter.from_pattern(fma, to_fma)
out = rewriter(Scale)
print(out)

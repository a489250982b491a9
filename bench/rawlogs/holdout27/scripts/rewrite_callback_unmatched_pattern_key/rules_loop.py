# cause: rewrite_callback_unmatched_pattern_key
# expect: KeyError: 'key is not in Map'
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard, rewrite_call
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Acts:
    @R.function
    def main(x: R.Tensor((2, 3, 8, 8), "float32")):
        with R.dataflow():
            a = R.nn.relu(x)
            b = R.sigmoid(a)
            c = R.tanh(b)
            R.output(c)
        return c


REPLACE = {"relax.sigmoid": relax.op.nn.silu, "relax.tanh": relax.op.nn.gelu}

func = Acts["main"]
rules = []
for op_name, new_op in REPLACE.items():
    arg = wildcard()
    rules.append((is_op(op_name)(arg), new_op))

for pat, new_op in rules:
    print("applying", pat)
    # bug: `arg` is the wildcard of the *last* rule created in the loop above
    func = rewrite_call(pat, lambda e, m: new_op(m[arg]), func)
print(func)

# cause: flegalize_register_same_level
# expect: Attribute FLegalize of relax\.nn\.relu is already registered with same plevel=10
# capture: stderr
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R

def relu_legalize(bb, call):
    return bb.call_te(topi.nn.relu, call.args[0])

tvm.ir.register_op_attr("relax.nn.relu", "FLegalize", relu_legalize)

# cause: expand_const_shape_symbolic_input
# expect: 'Var' object has no attribute 'value'
# capture: pytest-short
# post: truncate=0.55
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def test_expand_rank_up():
    feat = helper.make_tensor_value_info("feat", TensorProto.FLOAT, ["n"])
    res = helper.make_tensor_value_info("res", TensorProto.FLOAT, None)
    tgt = numpy_helper.from_array(np.array([2, 1], np.int64), "tgt")
    g = helper.make_graph([helper.make_node("Expand", ["feat", "tgt"], ["res"])], "rank_up", [feat], [res], [tgt])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    mod = from_onnx(m)
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    print(vm["main"](tvm.runtime.tensor(np.arange(5, dtype="float32"))).numpy())

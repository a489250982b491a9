# cause: constantofshape_runtime_shape_no_matchcast
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: pytest-native
# post: crlf
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def test_ones_like_batch():
    # Build a [batch, seq] ones tensor from a dims vector computed at runtime
    inp = helper.make_tensor_value_info("dims", TensorProto.INT64, ["r"])
    out = helper.make_tensor_value_info("ones", TensorProto.FLOAT, None)
    ones_val = helper.make_tensor("value", TensorProto.FLOAT, [1], [1.0])
    graph = helper.make_graph([helper.make_node("ConstantOfShape", ["dims"], ["ones"], value=ones_val)],
                              "ones_like", [inp], [out])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 11)])
    print(helper.printable_graph(model.graph))
    mod = from_onnx(model, shape_dict={"dims": [2]})
    executable = tvm.compile(mod, target="llvm")
